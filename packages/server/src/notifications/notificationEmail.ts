import type { MailMessage } from "../mail/MailMessage";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** A headline (escaped text with `<b>` tags only) as plain text. */
export function plainHeadline(headline: string): string {
  return headline.replace(/<\/?b>/g, "").replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * The email of one notification: its headline as the subject, the headline and a link to what it is
 * about as the body. `origin` is the site's public address (`QUORUM_PUBLIC_URL`); without one the
 * link is the site-relative path, as a background job has no request to learn the host from.
 */
export function notificationEmail(entry: { email: string; name: string; body: string; url: string }, origin: string | undefined): MailMessage {
  const subject = plainHeadline(entry.body);
  const link = `${origin ?? ""}${entry.url}`;
  return {
    to: entry.email,
    subject,
    text: `Hello ${entry.name},\n\n${subject}\n\n${link}\n\nYou get this email because your notification preferences ask for it.\n`,
    html: `<p>${entry.body}</p><p><a href="${link.replace(/"/g, "&quot;")}">${link.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</a></p>`,
  };
}

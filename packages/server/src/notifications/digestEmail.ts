import type { MailMessage } from "../mail/MailMessage";
import { plainHeadline } from "./notificationEmail";

/** One entry of a digest: a notification's headline (escaped text with `<b>` tags), its link and count. */
export interface DigestEntry {
  body: string;
  bodyGrouped: string;
  count: number;
  url: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/**
 * The email digest of a member's unread notifications, newest first: each headline (a grouped
 * entry with its count) and a link to what it is about. `origin` as for one notification's email.
 */
export function digestEmail(member: { email: string; name: string }, entries: readonly DigestEntry[], origin: string | undefined): MailMessage {
  const lines = entries.map((entry) => {
    const headline = entry.count > 1 ? entry.bodyGrouped.replace("{count}", String(entry.count)) : entry.body;
    return { headline, link: `${origin ?? ""}${entry.url}` };
  });
  const subject = entries.length === 1 ? "Your notification digest: 1 new notification" : `Your notification digest: ${entries.length} new notifications`;
  return {
    to: member.email,
    subject,
    text: `Hello ${member.name},\n\nWhat happened since your last digest:\n\n${lines.map(({ headline, link }) => `- ${plainHeadline(headline)}\n  ${link}`).join("\n")}\n\nYou get this email because your notification preferences ask for the email digest.\n`,
    html: `<p>What happened since your last digest:</p><ul>${lines.map(({ headline, link }) => `<li>${headline} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join("")}</ul>`,
  };
}

import type { MailMessage } from "./MailMessage";

/** Where the site's emails go (`ctx.mail`): an outbox folder by default, SMTP when configured (`defaultMailTransport`). */
export interface MailTransport {
  /** Resolves once the message is handed over (written, or accepted by the SMTP server); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
}

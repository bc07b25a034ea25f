/** One email: plain text always, HTML optionally (sent as the text's alternative). The transport sets the sender. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

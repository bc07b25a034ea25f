import { join } from "node:path";
import type { MailTransport } from "./MailTransport";
import { OutboxTransport } from "./OutboxTransport";
import { SmtpTransport } from "./SmtpTransport";

/**
 * The site's mail transport: SMTP when `QUORUM_SMTP_URL` is set, otherwise the outbox folder
 * `<data dir>/outbox` (QUORUM_DATA_DIR, default ./data, as for uploads; QUORUM_OUTBOX_DIR names
 * another folder). `QUORUM_MAIL_FROM` is the sender of both.
 */
export function defaultMailTransport(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): MailTransport {
  const from = env.QUORUM_MAIL_FROM || "Quorum <noreply@localhost>";
  if (env.QUORUM_SMTP_URL) return new SmtpTransport(env.QUORUM_SMTP_URL, from);
  const dataDir = env.QUORUM_DATA_DIR || join(cwd, "data");
  return new OutboxTransport(env.QUORUM_OUTBOX_DIR || join(dataDir, "outbox"), from);
}

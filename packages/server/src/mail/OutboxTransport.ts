import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { formatEmail } from "./formatEmail";
import type { MailMessage } from "./MailMessage";
import type { MailTransport } from "./MailTransport";

/**
 * The default transport: each message becomes one `.eml` file in a folder (`<data dir>/outbox`),
 * which any mail program opens, so a site with no mail server still shows a site manager what it
 * would have sent. Named by time then a random part, so a listing is in sending order. Written to a
 * temporary name and renamed, so a reader never sees half a message.
 */
export class OutboxTransport implements MailTransport {
  constructor(
    readonly dir: string,
    private readonly from = "Quorum <noreply@localhost>",
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const date = new Date();
    const name = `${date.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
    const temporary = join(this.dir, `.${name}.tmp`);
    await writeFile(temporary, formatEmail(message, this.from, date), { mode: 0o640 });
    await rename(temporary, join(this.dir, name));
  }
}

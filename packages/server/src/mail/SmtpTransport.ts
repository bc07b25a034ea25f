import { connect as connectTcp, type Socket } from "node:net";
import { hostname } from "node:os";
import { connect as connectTls, type TLSSocket } from "node:tls";
import { cleanAddress, formatEmail } from "./formatEmail";
import type { MailMessage } from "./MailMessage";
import type { MailTransport } from "./MailTransport";

/** A server that says nothing for this long has failed the message. */
const TIMEOUT_MS = 30_000;

interface SmtpReply {
  code: number;
  lines: string[];
}

/** One SMTP conversation: replies read line by line, each command awaiting its reply. */
class SmtpSession {
  private buffer = "";
  private lines: string[] = [];
  private waiting: (() => void) | null = null;
  private failure: Error | null = null;

  constructor(private socket: Socket | TLSSocket) {
    this.listen();
  }

  private listen(): void {
    this.socket.setEncoding("utf8");
    this.socket.setTimeout(TIMEOUT_MS, () => this.socket.destroy(new Error("The mail server stopped answering.")));
    this.socket.on("data", (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf("\n")) >= 0) {
        this.lines.push(this.buffer.slice(0, end).replace(/\r$/, ""));
        this.buffer = this.buffer.slice(end + 1);
      }
      this.wake();
    });
    this.socket.on("error", (error) => this.fail(error));
    this.socket.on("close", () => this.fail(new Error("The mail server closed the connection.")));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.wake();
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }

  /** The next whole reply ("250-a", "250 b" is one reply of two lines). */
  async reply(): Promise<SmtpReply> {
    const collected: string[] = [];
    for (;;) {
      const line = this.lines.shift();
      if (line === undefined) {
        if (this.failure) throw this.failure;
        await new Promise<void>((resolve) => (this.waiting = resolve));
        continue;
      }
      collected.push(line.slice(4));
      if (line[3] !== "-") return { code: Number(line.slice(0, 3)), lines: collected };
    }
  }

  /** Sends a command (or nothing, to read a greeting) and answers its reply; throws unless its code is one of `expected`. */
  async command(text: string | null, expected: readonly number[]): Promise<SmtpReply> {
    if (text !== null) this.socket.write(`${text}\r\n`);
    const reply = await this.reply();
    if (!expected.includes(reply.code)) {
      const shown = text?.startsWith("AUTH") ? "AUTH" : (text ?? "greeting");
      throw new Error(`The mail server refused ${shown}: ${reply.code} ${reply.lines.join(" ")}`);
    }
    return reply;
  }

  /** Continues over TLS on the same connection (STARTTLS). */
  async upgrade(host: string): Promise<void> {
    this.socket.removeAllListeners("data").removeAllListeners("error").removeAllListeners("close");
    const secure = connectTls({ socket: this.socket, servername: host });
    await new Promise<void>((resolve, reject) => {
      secure.once("secureConnect", resolve);
      secure.once("error", reject);
    });
    this.socket = secure;
    this.listen();
  }

  close(): void {
    this.socket.end();
  }
}

/**
 * Sends through an SMTP server named by a URL (`QUORUM_SMTP_URL`): `smtp://user:password@host:587`
 * (STARTTLS when the server offers it), or `smtps://…:465` (TLS from the start). Credentials in the
 * URL are percent-decoded and sent with AUTH PLAIN. One connection per message: notification mail
 * is sent from background jobs, where a connection's set-up costs nothing anyone waits for.
 */
export class SmtpTransport implements MailTransport {
  private readonly url: URL;

  constructor(
    url: string,
    private readonly from = "Quorum <noreply@localhost>",
  ) {
    this.url = new URL(url);
    if (this.url.protocol !== "smtp:" && this.url.protocol !== "smtps:") throw new Error("QUORUM_SMTP_URL must start with smtp:// or smtps://");
  }

  async send(message: MailMessage): Promise<void> {
    const host = this.url.hostname;
    const implicitTls = this.url.protocol === "smtps:";
    const port = Number(this.url.port || (implicitTls ? 465 : 587));
    const socket = implicitTls ? connectTls({ host, port, servername: host }) : connectTcp({ host, port });
    const session = new SmtpSession(socket);
    try {
      await session.command(null, [220]);
      let hello = await session.command(`EHLO ${hostname() || "localhost"}`, [250]);
      if (!implicitTls && hello.lines.some((line) => /^STARTTLS\b/i.test(line))) {
        await session.command("STARTTLS", [220]);
        await session.upgrade(host);
        hello = await session.command(`EHLO ${hostname() || "localhost"}`, [250]);
      }
      if (this.url.username) {
        const plain = Buffer.from(`\0${decodeURIComponent(this.url.username)}\0${decodeURIComponent(this.url.password)}`, "utf8").toString("base64");
        await session.command(`AUTH PLAIN ${plain}`, [235]);
      }
      const sender = cleanAddress(this.from.match(/<([^>]*)>/)?.[1] ?? this.from);
      await session.command(`MAIL FROM:<${sender}>`, [250]);
      await session.command(`RCPT TO:<${cleanAddress(message.to)}>`, [250, 251]);
      await session.command("DATA", [354]);
      // A line that starts with a dot gets another (RFC 5321 §4.5.2), so the body cannot end the message early.
      const body = formatEmail(message, this.from).replace(/\r\n\./g, "\r\n..");
      await session.command(`${body}\r\n.`, [250]);
      await session.command("QUIT", [221]).catch(() => undefined);
    } finally {
      session.close();
    }
  }
}

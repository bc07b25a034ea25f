import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { SmtpTransport } from "./SmtpTransport";

interface Received {
  commands: string[];
  data: string;
}

/**
 * A tiny SMTP server in the test: it speaks just enough of RFC 5321 for one message per
 * connection, records what the client said, and refuses recipients at `refuse.example`.
 */
function listen(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    const session: Received = { commands: [], data: "" };
    received.push(session);
    let inData = false;
    let buffer = "";
    socket.setEncoding("utf8");
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            socket.write("250 queued\r\n");
          } else session.data += `${line}\r\n`;
          continue;
        }
        session.commands.push(line);
        if (line.startsWith("EHLO")) socket.write("250-test\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n");
        else if (line.startsWith("AUTH PLAIN ")) {
          const [, user, password] = Buffer.from(line.slice(11), "base64").toString("utf8").split("\0");
          socket.write(user === "site@example.org" && password === "p@ss:word" ? "235 ok\r\n" : "535 bad credentials\r\n");
        } else if (line.startsWith("MAIL FROM:")) socket.write("250 ok\r\n");
        else if (line.startsWith("RCPT TO:")) socket.write(line.includes("@refuse.example") ? "550 no such user\r\n" : "250 ok\r\n");
        else if (line === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (line === "QUIT") socket.end("221 bye\r\n");
        else socket.write("500 what\r\n");
      }
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as { port: number }).port, received })));
}

let open: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => open?.close(resolve) ?? resolve(undefined));
  open = null;
});

describe("SmtpTransport", () => {
  it("hands the message to the SMTP server: AUTH PLAIN with the URL's decoded credentials, sender, recipient, dot-stuffed data", async () => {
    const { server, port, received } = await listen();
    open = server;
    const smtp = new SmtpTransport(`smtp://site%40example.org:p%40ss%3Aword@127.0.0.1:${port}`, "Forum <noreply@example.org>");
    await smtp.send({ to: "ada@example.org", subject: "Hello", text: "x" });
    const [session] = received;
    expect(session?.commands.filter((c) => !c.startsWith("EHLO") && !c.startsWith("AUTH"))).toEqual([
      "MAIL FROM:<noreply@example.org>",
      "RCPT TO:<ada@example.org>",
      "DATA",
      "QUIT",
    ]);
    expect(session?.commands.some((c) => c.startsWith("AUTH PLAIN "))).toBe(true);
    expect(session?.data).toContain("To: ada@example.org\r\n");
    expect(session?.data).toContain("Subject: Hello\r\n");
  });

  it("rejects when the server refuses the recipient, and when the credentials are wrong", async () => {
    const { server, port } = await listen();
    open = server;
    await expect(new SmtpTransport(`smtp://127.0.0.1:${port}`).send({ to: "nobody@refuse.example", subject: "s", text: "t" })).rejects.toThrow(
      /refused RCPT TO:<nobody@refuse.example>: 550/,
    );
    await expect(new SmtpTransport(`smtp://site%40example.org:wrong@127.0.0.1:${port}`).send({ to: "a@example.org", subject: "s", text: "t" })).rejects.toThrow(
      /refused AUTH: 535/,
    );
  });

  it("rejects when nothing listens", async () => {
    const { server, port } = await listen();
    await new Promise((resolve) => server.close(resolve));
    await expect(new SmtpTransport(`smtp://127.0.0.1:${port}`).send({ to: "a@example.org", subject: "s", text: "t" })).rejects.toThrow();
  });

  it("refuses a URL that is not smtp:// or smtps://", () => {
    expect(() => new SmtpTransport("http://example.org")).toThrow(/smtp:\/\//);
  });
});

import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultMailTransport } from "./defaultMailTransport";
import { OutboxTransport } from "./OutboxTransport";
import { SmtpTransport } from "./SmtpTransport";

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** The decoded text of each base64 part of an .eml file. */
function decodedParts(eml: string): string[] {
  return [...eml.matchAll(/Content-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)(?:\r\n--|\r\n$)/g)].map((m) =>
    Buffer.from((m[1] ?? "").replace(/\r\n/g, ""), "base64").toString("utf8"),
  );
}

describe("OutboxTransport", () => {
  it("writes each message as an .eml file a mail program reads, in sending order", async () => {
    const dir = await mkdtemp(join(tmpdir(), "outbox-"));
    dirs.push(dir);
    const outbox = new OutboxTransport(join(dir, "outbox"), "Forum <noreply@example.org>");
    await outbox.send({ to: "ada@example.org", subject: "Bienvenue, Zoë", text: "Line one\r\n.\r\nNo dots lost: ünïcode", html: "<p>Hi</p>" });
    await outbox.send({ to: "bob@example.org", subject: "Second", text: "two" });
    const files = (await readdir(join(dir, "outbox"))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith(".eml"))).toBe(true);
    const first = await readFile(join(dir, "outbox", files[0] ?? ""), "utf8");
    expect(first).toContain("To: ada@example.org\r\n");
    expect(first).toContain("From: Forum <noreply@example.org>\r\n");
    // Non-ASCII subjects are encoded words, never raw bytes in a header.
    expect(first).toContain(`Subject: =?UTF-8?B?${Buffer.from("Bienvenue, Zoë").toString("base64")}?=`);
    expect(first).toMatch(/Content-Type: multipart\/alternative; boundary="quorum-/);
    expect(decodedParts(first)).toEqual(["Line one\r\n.\r\nNo dots lost: ünïcode", "<p>Hi</p>"]);
    const second = await readFile(join(dir, "outbox", files[1] ?? ""), "utf8");
    expect(second).toContain("To: bob@example.org\r\n");
    expect(decodedParts(second)).toEqual(["two"]);
  });

  it("never lets a line break into a header", async () => {
    const dir = await mkdtemp(join(tmpdir(), "outbox-"));
    dirs.push(dir);
    const outbox = new OutboxTransport(dir);
    await outbox.send({ to: "ada@example.org\r\nBcc: eve@example.org", subject: "Hi\r\nBcc: eve@example.org", text: "x" });
    const [file] = await readdir(dir);
    const eml = await readFile(join(dir, file ?? ""), "utf8");
    expect(eml).not.toMatch(/^Bcc:/m);
  });
});

describe("defaultMailTransport", () => {
  it("is the outbox under the data folder, or SMTP when QUORUM_SMTP_URL is set", () => {
    const outbox = defaultMailTransport({ QUORUM_DATA_DIR: "/srv/site" }, "/cwd");
    expect(outbox).toBeInstanceOf(OutboxTransport);
    expect((outbox as OutboxTransport).dir).toBe(join("/srv/site", "outbox"));
    expect((defaultMailTransport({}, "/cwd") as OutboxTransport).dir).toBe(join("/cwd", "data", "outbox"));
    expect(defaultMailTransport({ QUORUM_SMTP_URL: "smtp://mail.example.org:2525" })).toBeInstanceOf(SmtpTransport);
  });
});

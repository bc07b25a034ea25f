import { randomBytes } from "node:crypto";
import type { MailMessage } from "./MailMessage";

/** A header value with anything outside printable ASCII as an RFC 2047 encoded word; line breaks never pass (no header injection). */
function headerText(value: string): string {
  const oneLine = value.replace(/[\r\n]+/g, " ");
  return /^[\x20-\x7e]*$/.test(oneLine) ? oneLine : `=?UTF-8?B?${Buffer.from(oneLine, "utf8").toString("base64")}?=`;
}

/** An address for a header or an SMTP command: one line, no angle brackets of its own. */
export function cleanAddress(address: string): string {
  return address.replace(/[\r\n<>]/g, "").trim();
}

/** Base64 in lines of 76 characters, as MIME wants. */
function base64Lines(text: string): string {
  return (
    Buffer.from(text, "utf8")
      .toString("base64")
      .match(/.{1,76}/g)
      ?.join("\r\n") ?? ""
  );
}

/**
 * The whole message as RFC 5322 text with CRLF line ends (an `.eml` file, or an SMTP DATA body
 * before dot-stuffing): UTF-8 bodies in base64, so any text survives any relay; with `html`, a
 * multipart/alternative of both.
 */
export function formatEmail(message: MailMessage, from: string, date = new Date()): string {
  const host =
    cleanAddress(from)
      .split("@")[1]
      ?.replace(/[^A-Za-z0-9.-]/g, "") || "localhost";
  const headers = [
    `From: ${headerText(from)}`,
    `To: ${cleanAddress(message.to)}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString("hex")}@${host}>`,
    "MIME-Version: 1.0",
  ];
  const part = (type: string, body: string) => [`Content-Type: ${type}; charset=UTF-8`, "Content-Transfer-Encoding: base64", "", base64Lines(body)];
  if (message.html === undefined) return [...headers, ...part("text/plain", message.text), ""].join("\r\n");
  const boundary = `quorum-${randomBytes(12).toString("hex")}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    ...part("text/plain", message.text),
    `--${boundary}`,
    ...part("text/html", message.html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** A 1×1 PNG: the valid upload. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

export interface MultipartBody {
  label: string;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
  /** A well-formed upload, which may be accepted. */
  valid?: boolean;
}

const B = "fuzzBoundary7MA4YWxk";
const part = (headers: string, content: Buffer | string) =>
  Buffer.concat([Buffer.from(`--${B}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from("\r\n")]);
const end = Buffer.from(`--${B}--\r\n`);
const fileHeaders = (field: string, filename: string | Buffer) =>
  Buffer.concat([
    Buffer.from(`Content-Disposition: form-data; name="${field}"; filename="`),
    Buffer.from(filename),
    Buffer.from(`"\r\nContent-Type: image/png`),
  ]).toString("latin1");

/** Malformed multipart bodies for `POST /api/v2/media` (and one good one), as the hostile set asks. */
export const MULTIPART_BODIES: readonly MultipartBody[] = [
  {
    label: "a good upload",
    contentType: `multipart/form-data; boundary=${B}`,
    body: Buffer.concat([part(fileHeaders("file", "dot.png"), PNG), end]),
    valid: true,
  },
  { label: "no boundary parameter", contentType: "multipart/form-data", body: Buffer.concat([part(fileHeaders("file", "dot.png"), PNG), end]) },
  {
    label: "another boundary than the body's",
    contentType: "multipart/form-data; boundary=notTheOne",
    body: Buffer.concat([part(fileHeaders("file", "dot.png"), PNG), end]),
  },
  {
    label: "cut off before the closing boundary",
    contentType: `multipart/form-data; boundary=${B}`,
    body: Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
  },
  { label: "cut off in the part headers", contentType: `multipart/form-data; boundary=${B}`, body: Buffer.from(`--${B}\r\nContent-Disposition: form-da`) },
  {
    label: "a header without a colon",
    contentType: `multipart/form-data; boundary=${B}`,
    body: Buffer.concat([part("Content-Disposition form-data", PNG), end]),
  },
  { label: "no Content-Disposition", contentType: `multipart/form-data; boundary=${B}`, body: Buffer.concat([part("Content-Type: image/png", PNG), end]) },
  { label: "garbage", contentType: `multipart/form-data; boundary=${B}`, body: Buffer.from("\u0000\u0001garbage\r\n\r\n--\r\n") },
  { label: "empty body", contentType: `multipart/form-data; boundary=${B}`, body: new Uint8Array(0) },
  { label: "only the closing boundary", contentType: `multipart/form-data; boundary=${B}`, body: end },
  {
    label: "the file under another field",
    contentType: `multipart/form-data; boundary=${B}`,
    body: Buffer.concat([part(fileHeaders("other", "dot.png"), PNG), end]),
  },
  {
    label: "two files",
    contentType: `multipart/form-data; boundary=${B}`,
    body: Buffer.concat([part(fileHeaders("file", "a.png"), PNG), part(fileHeaders("file", "b.png"), PNG), end]),
  },
  {
    label: "a field before the file",
    contentType: `multipart/form-data; boundary=${B}`,
    body: Buffer.concat([part('Content-Disposition: form-data; name="note"', "a\u0000b"), part(fileHeaders("file", "a.png"), PNG), end]),
  },
  {
    label: "a NUL in the filename",
    contentType: `multipart/form-data; boundary=${B}`,
    body: Buffer.concat([part(fileHeaders("file", "a\u0000.png"), PNG), end]),
  },
  {
    label: "a lone surrogate's bytes in the filename",
    contentType: `multipart/form-data; boundary=${B}`,
    body: Buffer.concat([part(fileHeaders("file", Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x2e, 0x70, 0x6e, 0x67])), PNG), end]),
  },
  {
    label: "a traversing filename",
    contentType: `multipart/form-data; boundary=${B}`,
    body: Buffer.concat([part(fileHeaders("file", "../../etc/passwd.png"), PNG), end]),
  },
  { label: "a huge part header", contentType: `multipart/form-data; boundary=${B}`, body: Buffer.concat([part(`X-Fuzz: ${"h".repeat(100_000)}`, PNG), end]) },
  {
    label: "a PNG name on text bytes",
    contentType: `multipart/form-data; boundary=${B}`,
    body: Buffer.concat([part(fileHeaders("file", "text.png"), "not an image"), end]),
  },
  { label: "a boundary of 200 characters", contentType: `multipart/form-data; boundary=${"b".repeat(200)}`, body: Buffer.from(`--${"b".repeat(200)}--\r\n`) },
];

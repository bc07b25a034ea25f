import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MediaItem } from "@quorum/api";
import Fastify, { type FastifyInstance } from "fastify";
import { LocalDirectoryStorage, uploadRoutes } from "@quorum/server";
import { tinyPng } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../testing/createForumTestApp";

// Uploads go to a directory of this test's own (the forum reads QUORUM_UPLOADS_DIR when it starts).
const uploadsDir = mkdtempSync(join(tmpdir(), "quorum-uploads-"));
process.env.QUORUM_UPLOADS_DIR = uploadsDir;

let t: ForumTestApp;
/** The site's root, where `/uploads/...` is served (add-on routes live under /api/v2). */
let site: FastifyInstance;
beforeAll(async () => {
  t = await createForumTestApp();
  site = Fastify();
  await site.register(uploadRoutes, { storage: new LocalDirectoryStorage(uploadsDir) });
});
afterAll(async () => {
  await site?.close();
  await t?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function form(filename: string, bytes: Buffer, field = "file", type = "application/octet-stream") {
  const boundary = "----QuorumTestBoundary7MA4YWxkTrZu0gW";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (who: "member" | "guest" | "admin", filename: string, bytes: Buffer, field?: string) =>
  t.call(who, { method: "POST", url: "/media", ...form(filename, bytes, field) });
const mediaCount = async () =>
  Number(
    (
      await t.forum
        .selectFrom("media")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedFiles = (): string[] =>
  readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
const setConfig = async (values: Record<string, unknown>) => {
  const response = await t.call("admin", { method: "PATCH", url: "/config", body: values });
  expect(response.statusCode, response.body).toBeLessThan(300);
};

describe("POST /media", () => {
  it("stores a real PNG and answers Vanilla's media shape; its URL serves the same bytes as image/png", async () => {
    const png = tinyPng(3, 2);
    const response = await upload("member", "my pixel.png", png);
    expect(response.statusCode, response.body).toBe(201);
    const media = response.json<MediaItem>();
    expect(media).toEqual({
      mediaID: expect.any(Number),
      url: expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/),
      name: "my pixel.png",
      type: "image/png",
      size: png.length,
      width: 3,
      height: 2,
      dateInserted: expect.any(String),
      insertUserID: t.userIDs.member,
      foreignType: "embed",
      foreignID: t.userIDs.member,
    });

    const served = await site.inject({ url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toBe("inline");
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it("refuses guests before reading the file (403), storing nothing", async () => {
    const [rows, files] = [await mediaCount(), storedFiles().length];
    const response = await upload("guest", "pixel.png", tinyPng(1, 1));
    expect(response.statusCode).toBe(403);
    expect(await mediaCount()).toBe(rows);
    expect(storedFiles()).toHaveLength(files);
  });

  it("refuses a file over media.maxSize with the spec's text (422 on file), storing nothing", async () => {
    const [rows, files] = [await mediaCount(), storedFiles().length];
    await setConfig({ "media.maxSize": 100 });
    try {
      const response = await upload("member", "big.txt", Buffer.alloc(101, "a"));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.file[0].message).toBe("The uploaded file was too big (max 100 B).");
      expect((await upload("member", "fits.txt", Buffer.alloc(100, "a"))).statusCode).toBe(201);
    } finally {
      await setConfig({ "media.maxSize": 10 * 1024 * 1024 });
    }
    expect(await mediaCount()).toBe(rows + 1);
    expect(storedFiles()).toHaveLength(files + 1);
  });

  it("refuses an extension not allowed, listing the allowed ones; compares case-insensitively", async () => {
    const rows = await mediaCount();
    const response = await upload("member", "setup.exe", Buffer.from("MZ"));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0].message).toBe(
      "The uploaded file did not have an allowed extension. Only the following extensions are allowed. jpg, jpeg, gif, png, webp, txt, pdf, zip.",
    );
    expect((await upload("member", "no-extension", Buffer.from("x"))).statusCode).toBe(422);
    expect(await mediaCount()).toBe(rows);
    const upper = await upload("member", "SHOUT.PNG", tinyPng(1, 1));
    expect(upper.statusCode).toBe(201);
    expect(upper.json<MediaItem>().url).toMatch(/\.png$/);
  });

  it("refuses a file named as an image whose bytes are not that image", async () => {
    const [rows, files] = [await mediaCount(), storedFiles().length];
    for (const [name, bytes] of [
      ["evil.png", Buffer.from("<html><script>alert(document.cookie)</script></html>")],
      ["photo.jpg", tinyPng(2, 2)],
      ["anim.gif", Buffer.from("GIF89a")],
    ] as const) {
      const response = await upload("member", name, bytes);
      expect(response.statusCode, name).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(["file"]);
    }
    expect(await mediaCount()).toBe(rows);
    expect(storedFiles()).toHaveLength(files);
  });

  it("needs the file in the field named file", async () => {
    const wrongField = await upload("member", "pixel.png", tinyPng(1, 1), "image");
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors.file[0].message).toBe("file is required.");
    const json = await t.call("member", { method: "POST", url: "/media", body: { file: "pixel.png" } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toHaveProperty("file");
  });

  it("serves text as text, and never shows SVG or HTML in place, even when a site allows them", async () => {
    await setConfig({ "media.allowedExtensions": ["txt", "svg", "html"] });
    try {
      const text = (await upload("member", "notes.txt", Buffer.from("hello <b>world</b>"))).json<MediaItem>();
      const servedText = await site.inject({ url: text.url });
      expect(servedText.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(servedText.body).toBe("hello <b>world</b>");

      for (const [name, type] of [
        ["drawing.svg", "image/svg+xml"],
        ["page.html", "text/html; charset=utf-8"],
      ] as const) {
        const media = (await upload("member", name, Buffer.from("<svg onload='alert(1)'/><script>alert(1)</script>"))).json<MediaItem>();
        const served = await site.inject({ url: media.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe(type);
        expect(served.headers["content-disposition"]).toBe("attachment");
        expect(served.headers["x-content-type-options"]).toBe("nosniff");
        expect(served.headers["content-security-policy"]).toContain("sandbox");
      }
    } finally {
      await setConfig({ "media.allowedExtensions": ["jpg", "jpeg", "gif", "png", "webp", "txt", "pdf", "zip"] });
    }
  });
});

describe("POST /media with a malformed multipart body", () => {
  const boundary = "----QuorumTestBoundary7MA4YWxkTrZu0gW";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`;
  it.each<[string, string, Buffer]>([
    ["no boundary parameter", "multipart/form-data", Buffer.concat([Buffer.from(head), tinyPng(1, 1), Buffer.from(`\r\n--${boundary}--\r\n`)])],
    [
      "another boundary than the body's",
      "multipart/form-data; boundary=notTheOne",
      Buffer.concat([Buffer.from(head), tinyPng(1, 1), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    ],
    ["cut off before the closing boundary", `multipart/form-data; boundary=${boundary}`, Buffer.from(head)],
    ["cut off in the part headers", `multipart/form-data; boundary=${boundary}`, Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`)],
    ["garbage", `multipart/form-data; boundary=${boundary}`, Buffer.from("\u0000\u0001garbage\r\n\r\n--\r\n")],
  ])("%s: a 400 with a message, nothing stored", async (_, contentType, body) => {
    const before = await mediaCount();
    const response = await t.call("member", { method: "POST", url: "/media", body, headers: { "content-type": contentType } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: "The upload could not be read: the multipart body is malformed.", status: 400 });
    expect(await mediaCount()).toBe(before);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_PHOTO_PATH } from "@quorum/api";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../auth/createUser";
import { api, createTestApp, signIn, type TestApp } from "../testing";
import { tinyPng } from "../testing/tinyPng";
import { LocalDirectoryStorage } from "./LocalDirectoryStorage";
import { storageKey } from "./storageKey";
import { uploadRoutes } from "./uploadRoutes";

// Any feature's uploads: stored through a MediaStorage, served by the site at /uploads.
const dir = mkdtempSync(join(tmpdir(), "quorum-media-"));
const storage = new LocalDirectoryStorage(dir);
const site = Fastify();
beforeAll(async () => {
  await site.register(uploadRoutes, { storage });
});
afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

async function stored(extension: string, bytes: Uint8Array): Promise<string> {
  const key = storageKey(extension);
  await storage.put(key, bytes);
  return storage.url(key);
}

describe("GET /uploads/{key}", () => {
  it("serves the default user photo (the silhouette), as an image that runs nothing", async () => {
    const served = await site.inject({ url: DEFAULT_PHOTO_PATH });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    expect(served.body).toMatch(/^<svg [^>]*><rect [^>]*\/><circle [^>]*\/><path [^>]*\/><\/svg>$/);
  });

  it("serves a stored image in place with its type, length and a year's caching", async () => {
    const png = tinyPng(2, 2);
    const served = await site.inject({ url: await stored("png", png) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["content-length"]).toBe(String(png.length));
    expect(served.headers["content-disposition"]).toBe("inline");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it("serves text as text, and SVG or HTML only as a sandboxed download", async () => {
    const text = await site.inject({ url: await stored("txt", Buffer.from("hello <b>world</b>")) });
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.body).toBe("hello <b>world</b>");
    for (const [extension, type] of [
      ["svg", "image/svg+xml"],
      ["html", "text/html; charset=utf-8"],
    ] as const) {
      const served = await site.inject({ url: await stored(extension, Buffer.from("<svg onload='alert(1)'/><script>alert(1)</script>")) });
      expect(served.headers["content-type"]).toBe(type);
      expect(served.headers["content-disposition"]).toBe("attachment");
      expect(served.headers["content-security-policy"]).toContain("sandbox");
    }
  });

  it("answers 404 for anything but a stored file's key", async () => {
    for (const url of [
      "/uploads/../../etc/passwd",
      "/uploads/%2e%2e/%2e%2e/etc/passwd",
      "/uploads/2026/01/00000000000000000000000000000000.png",
      "/uploads/x.png",
    ]) {
      expect((await site.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe("upload rules (media.* settings)", () => {
  let t: TestApp;
  beforeAll(async () => {
    // No add-on at all: the rules are the framework's, for whichever feature takes uploads.
    t = await createTestApp();
    await createUser(t.db, { name: "root", email: "root@example.com", password: "correct horse", roles: ["Administrator"] });
  });
  afterAll(() => t.close());

  it("are public config for the client's own check, and validated when changed", async () => {
    const config = (await api(t.app, { url: "/config" })).json();
    expect(config).toMatchObject({ "media.maxSize": 10 * 1024 * 1024, "media.allowedExtensions": ["jpg", "jpeg", "gif", "png", "webp", "txt", "pdf", "zip"] });
    const cookie = await signIn(t.app, "root", "correct horse");
    const bad = await api(t.app, { method: "PATCH", url: "/config", body: { "media.allowedExtensions": ["../x"] }, cookie });
    expect(bad.statusCode).toBe(422);
  });
});

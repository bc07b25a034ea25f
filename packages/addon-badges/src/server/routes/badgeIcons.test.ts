import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MediaItem } from "@quorum/api";
import { createForumTestApp, type ForumTestApp } from "@quorum/forum/testing";
import { api, tinyPng } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Badge } from "../../shared/Badge";
import badges from "../index";

// Uploaded badge icons: a manager uploads an image through the forum's real `POST /media` and gives
// its address as a badge's icon; any other address is refused. Uploads go to this test's own
// directory (the forum reads QUORUM_UPLOADS_DIR when it starts).
const uploadsDir = mkdtempSync(join(tmpdir(), "quorum-badge-icons-"));
process.env.QUORUM_UPLOADS_DIR = uploadsDir;

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp({ addons: [badges], disabled: ["badges"] });
  const enabled = await api(t.app, { method: "PATCH", url: "/addons/badges", body: { enabled: true }, cookie: t.cookies.admin });
  expect(enabled.statusCode, enabled.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** Uploads one file as a browser's FormData sends it. */
async function upload(filename: string, bytes: Buffer): Promise<MediaItem> {
  const boundary = "----QuorumBadgeIconBoundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const res = await t.call("admin", {
    method: "POST",
    url: "/media",
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<MediaItem>();
}

const base = { name: "Shutterbug", description: "Took a good picture.", points: 5 };

describe("badge icons", () => {
  it("takes an image uploaded to the site as a badge's icon, on create and on edit, stored by its site address", async () => {
    const image = await upload("shutter.png", tinyPng(4, 4));
    expect(image.url).toMatch(/^\/uploads\//);
    const created = await t.call("admin", { method: "POST", url: "/badges", body: { ...base, icon: image.url } });
    expect(created.statusCode, created.body).toBe(201);
    const badge = created.json<Badge>();
    expect(badge.icon).toBe(image.url);
    expect((await t.call("guest", { url: `/badges/${badge.badgeID}` })).json<Badge>().icon).toBe(image.url);

    // Back to a glyph, then another upload given absolute on the site's own origin.
    const glyph = await t.call("admin", { method: "PATCH", url: `/badges/${badge.badgeID}`, body: { icon: "trophy" } });
    expect(glyph.json<Badge>().icon).toBe("trophy");
    const second = await upload("second.png", tinyPng(8, 8));
    const absolute = await t.call("admin", {
      method: "PATCH",
      url: `/badges/${badge.badgeID}`,
      body: { icon: `http://forum.example.com${second.url}` },
      headers: { host: "forum.example.com" },
    });
    expect(absolute.statusCode, absolute.body).toBe(200);
    expect(absolute.json<Badge>().icon).toBe(second.url);
  });

  it("refuses any other icon with a 422 naming icon, on create and on edit, and writes nothing", async () => {
    const text = await upload("notes.txt", Buffer.from("not an image"));
    const existing = (await t.call("admin", { method: "POST", url: "/badges", body: { ...base, name: "Keeper", icon: "star" } })).json<Badge>();
    const refused = [
      "https://tracker.example.com/pixel.png",
      "//tracker.example.com/pixel.png",
      "http://elsewhere.example.com/uploads/2026/11/0123456789abcdef0123456789abcdef.png",
      // Shaped like an upload, but nothing was uploaded there.
      "/uploads/2026/11/0123456789abcdef0123456789abcdef.png",
      "/uploads/../../etc/passwd",
      text.url,
      "javascript:alert(1)",
      "sparkles",
      "",
    ];
    for (const icon of refused) {
      const created = await t.call("admin", { method: "POST", url: "/badges", body: { ...base, name: `Bad ${icon}`.slice(0, 90), icon } });
      expect(created.statusCode, icon).toBe(422);
      expect(created.json<{ errors?: Record<string, unknown> }>().errors, icon).toHaveProperty("icon");
      const edited = await t.call("admin", { method: "PATCH", url: `/badges/${existing.badgeID}`, body: { icon } });
      expect(edited.statusCode, icon).toBe(422);
      expect(edited.json<{ errors?: Record<string, unknown> }>().errors, icon).toHaveProperty("icon");
    }
    const names = (await t.call("admin", { url: "/badges" })).json<Badge[]>().map((badge) => badge.name);
    expect(names.filter((name) => name.startsWith("Bad "))).toEqual([]);
    expect((await t.call("admin", { url: `/badges/${existing.badgeID}` })).json<Badge>().icon).toBe("star");
  });

  it("lets only badges.manage set an icon", async () => {
    const image = await upload("mine.png", tinyPng(2, 2));
    for (const as of ["guest", "member", "moderator"] as const) {
      expect((await t.call(as, { method: "POST", url: "/badges", body: { ...base, name: "Nope", icon: image.url } })).statusCode).toBe(403);
    }
  });
});

import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { runMigrations, type Database } from "@quorum/server";
import { createTestDatabase } from "@quorum/server/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSite } from "./createSite";
import { makeDemoAccounts } from "./demoAccounts";
import { installedAddons } from "./installedAddons";
import { seedSite } from "./seedSite";
import type { WebBuild } from "./webBuild";

// The site over real HTTP (a socket, raw bytes: no client that decodes for us). The web build is a
// stand-in of the shape apps/web's build leaves: hashed files with their .br/.gz copies, and a
// render that answers a page of the size of a real one from the styles and scripts it is handed.
const clientDir = mkdtempSync(join(tmpdir(), "quorum-site-web-"));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const css = {
  shell: `.shell{color:red}\n${".x{margin:0}\n".repeat(100)}`,
  widget: ".widget{color:blue}\n",
  addon: ".addon{color:green}\n",
  addonWidget: ".addon-widget{color:teal}\n",
};
const seen: Array<{ styles: string[]; scripts: string[]; nonce: string | undefined }> = [];
const web: WebBuild = {
  clientDir,
  assets: {
    scripts: ["/assets/entry-abc123.js"],
    styles: ["/assets/shell-1.css", "/assets/widget-2.css"],
    preloads: [],
    addons: { forum: { preloads: [], styles: ["/assets/addon-3.css", "/assets/addonWidget-4.css"] }, qna: { preloads: [], styles: [] } },
  },
  // As the real render does (core's addonAssets): the enabled add-ons' files after the shell's.
  async render({ assets, bootstrap, nonce }) {
    const styles = [...assets.styles, ...bootstrap.addons.flatMap((addon) => assets.addons?.[addon.key]?.styles ?? [])];
    seen.push({ styles, scripts: assets.scripts, nonce });
    const links = styles.map((href) => `<link rel="stylesheet" href="${href}">`).join("");
    return { status: 200, html: `<!doctype html><html><head>${links}</head><body>${"<p>A comment in a thread.</p>".repeat(200)}</body></html>` };
  },
};

let database: Database;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  mkdirSync(join(clientDir, "assets"));
  const entry = join(clientDir, "assets", "entry-abc123.js");
  writeFileSync(entry, script);
  writeFileSync(`${entry}.br`, brotliCompressSync(script));
  writeFileSync(`${entry}.gz`, gzipSync(script));
  writeFileSync(join(clientDir, "assets", "shell-1.css"), css.shell);
  writeFileSync(join(clientDir, "assets", "widget-2.css"), css.widget);
  writeFileSync(join(clientDir, "assets", "addon-3.css"), css.addon);
  writeFileSync(join(clientDir, "assets", "addonWidget-4.css"), css.addonWidget);
  database = await createTestDatabase();
  await runMigrations(database.db, installedAddons);
  await seedSite(database.db, installedAddons, makeDemoAccounts("a-long-demo-password"));
  app = await createSite({ db: database.db, addons: installedAddons, web });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const varies = (answer: RawAnswer) =>
  String(answer.headers.vary ?? "")
    .toLowerCase()
    .includes("accept-encoding");

describe("the site's answers on the wire", () => {
  it("sends a built file's brotli copy to a browser that accepts brotli, marked immutable", async () => {
    const answer = await get("/assets/entry-abc123.js", "gzip, deflate, br, zstd");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/javascript/);
    expect(answer.headers["cache-control"]).toMatch(/immutable/);
    expect(varies(answer)).toBe(true);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it("sends the gzip copy to a client that accepts only gzip, and the file itself to one that accepts nothing", async () => {
    const gzip = await get("/assets/entry-abc123.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get("/assets/entry-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(varies(plain)).toBe(true);
    expect(plain.body.toString()).toBe(script);
  });

  it("compresses a server-rendered page for a browser, and not for a client that did not ask", async () => {
    const compressed = await get("/", "gzip, deflate, br");
    expect(compressed.status).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(varies(compressed)).toBe(true);
    const html = brotliDecompressSync(compressed.body).toString();
    expect(html).toContain("<p>A comment in a thread.</p>");
    expect(compressed.body.length).toBeLessThan(html.length / 5);

    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html);

    const gzip = await get("/", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(html);
  });

  it("compresses a large JSON answer and leaves a small one as it is", async () => {
    const list = await get("/api/v2/discussions?limit=30", "br");
    expect(list.headers["content-encoding"]).toBe("br");
    // Whatever the demo content holds: the page is a list well over the 1 kB threshold.
    const listText = brotliDecompressSync(list.body).toString();
    expect(Buffer.byteLength(listText)).toBeGreaterThan(1024);
    expect((JSON.parse(listText) as unknown[]).length).toBeGreaterThan(1);

    const small = await get("/api/v2/config", "br");
    const smallText = small.body.toString();
    expect(Buffer.byteLength(smallText)).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(smallText)).toMatchObject({});
  });

  it("links one stylesheet per page, the shell's files then the enabled add-ons', in order", async () => {
    seen.length = 0;
    await get("/");
    const styles = seen[0]?.styles ?? [];
    // The shell's two files and the forum's two as one file; Q&A (enabled) has no CSS.
    expect(styles).toHaveLength(1);
    const [joined] = styles as [string];
    expect(joined).toMatch(/^\/assets\/joined\/[\w-]+\.css$/);
    const all = `${css.shell}\n${css.widget}\n${css.addon}\n${css.addonWidget}`;

    const plain = await get(joined);
    expect(plain.headers["content-type"]).toMatch(/^text\/css/);
    expect(plain.headers["cache-control"]).toMatch(/immutable/);
    expect(plain.body.toString()).toBe(all);
    const br = await get(joined, "br, gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(varies(br)).toBe(true);
    expect(brotliDecompressSync(br.body).toString()).toBe(all);
    expect(gunzipSync((await get(joined, "gzip")).body).toString()).toBe(all);
    expect((await get("/assets/joined/unknown.css")).status).toBe(404);
  });
});

describe("security headers on the site's pages and files", () => {
  it("give each page a policy whose nonce is the one the render marked its inline scripts with, new for every page", async () => {
    seen.length = 0;
    const first = await get("/");
    const second = await get("/discussions");
    const nonces = seen.map((render) => render.nonce);
    expect(nonces).toHaveLength(2);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [page, nonce] of [
      [first, nonces[0]],
      [second, nonces[1]],
    ] as const) {
      const policy = String(page.headers["content-security-policy"]);
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}';`);
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}';`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(page.headers["x-content-type-options"]).toBe("nosniff");
      expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("give built files, the joined stylesheet and uploads' 404 the headers too, with a policy that runs nothing", async () => {
    seen.length = 0;
    await get("/");
    const joined = seen[0]?.styles[0] ?? "";
    for (const path of ["/assets/entry-abc123.js", joined, "/uploads/2026/01/0123456789abcdef0123456789abcdef.png"]) {
      const answer = await get(path, "br");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(answer.headers["content-security-policy"]).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
    }
  });
});

describe("the client widgets of the web build", () => {
  // The forum's components, as its client half registers them; Q&A's AnswerThreadAsset left out.
  const FORUM_COMPONENTS = [
    "Banner",
    "GuestCallToAction",
    "NewPostMenu",
    "DiscussionListWidget",
    "CategoriesWidget",
    "OriginalPostAsset",
    "PostTagsAsset",
    "CommentThreadAsset",
    "CreateCommentAsset",
    "CreatePostFormAsset",
    "CategoryFollowWidget",
    "ProfilePostsWidget",
  ];

  it("refuse at start-up an add-on with a catalog entry no client half registers, naming both", async () => {
    const site = await createSite({ db: database.db, addons: installedAddons, web: { ...web, clientWidgets: FORUM_COMPONENTS } });
    try {
      expect(site.quorum.addons.problem("qna")).toBe(
        'Q&A\'s catalog entry "react.asset.answerThread" renders the component "AnswerThreadAsset", which no installed client half registers.',
      );
      expect(site.quorum.addons.isEnabled("qna")).toBe(false);
      expect(site.quorum.addons.problem("forum")).toBeUndefined();
    } finally {
      await site.close();
    }
    expect(app.quorum.addons.isEnabled("qna")).toBe(true);
  });
});

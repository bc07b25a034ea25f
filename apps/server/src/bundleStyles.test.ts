import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { bundleStyles } from "./bundleStyles";

const clientDir = mkdtempSync(join(tmpdir(), "quorum-styles-"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
mkdirSync(join(clientDir, "assets"));
const files: Record<string, string> = { "shell.css": ".shell{}", "widget.css": ".widget{}", "forum.css": ".forum{}", "qna.css": ".qna{}" };
for (const [name, text] of Object.entries(files)) writeFileSync(join(clientDir, "assets", name), text);

const assets = {
  scripts: ["/assets/entry.js"],
  styles: ["/assets/shell.css", "/assets/widget.css"],
  preloads: ["/assets/react.js"],
  addons: {
    forum: { preloads: ["/assets/forum.js"], styles: ["/assets/forum.css", "/assets/widget.css"] },
    qna: { preloads: [], styles: ["/assets/qna.css"] },
  },
};

describe("bundleStyles", () => {
  it("joins the shell's and the enabled add-ons' stylesheets in page order, each file once", () => {
    const styles = bundleStyles(assets, clientDir);
    const page = styles.assetsFor(["forum", "qna"]);
    expect(page.styles).toHaveLength(1);
    const bundle = styles.bundle(page.styles[0] ?? "");
    expect(bundle?.identity.toString()).toBe(".shell{}\n.widget{}\n.forum{}\n.qna{}");
    expect(brotliDecompressSync(bundle?.br ?? Buffer.alloc(0)).equals(bundle?.identity ?? Buffer.alloc(1))).toBe(true);
    expect(gunzipSync(bundle?.gzip ?? Buffer.alloc(0)).equals(bundle?.identity ?? Buffer.alloc(1))).toBe(true);
    // Scripts untouched; the add-ons' styles are in the joined file, not linked again.
    expect(page.scripts).toEqual(assets.scripts);
    expect(page.addons?.forum).toEqual({ preloads: ["/assets/forum.js"], styles: [] });
  });

  it("leaves a disabled add-on's styles out, in a file of another name", () => {
    const styles = bundleStyles(assets, clientDir);
    const withQna = styles.assetsFor(["forum", "qna"]).styles[0] ?? "";
    const withoutQna = styles.assetsFor(["forum"]).styles[0] ?? "";
    expect(withoutQna).not.toBe(withQna);
    expect(styles.bundle(withoutQna)?.identity.toString()).toBe(".shell{}\n.widget{}\n.forum{}");
    // The same set again is the same file, made once.
    expect(styles.assetsFor(["forum"])).toBe(styles.assetsFor(["forum"]));
    expect(styles.bundle("/assets/joined/other.css")).toBeUndefined();
  });
});

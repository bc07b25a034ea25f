import { describe, expect, it } from "vitest";
import { clientAssets } from "./clientAssets";
import type { ViteManifest } from "./clientAssets";

// The shape Vite writes: an entry importing a shared chunk, with lazy widget chunks that have CSS.
const manifest: ViteManifest = {
  "src/entry-client.tsx": {
    file: "assets/entry-client-A1.js",
    src: "src/entry-client.tsx",
    isEntry: true,
    imports: ["_t-B2.js"],
    dynamicImports: ["../../packages/core/src/widgets/titlebar/TitleBar.tsx", "../../packages/forum/src/client/widgets/Banner.tsx"],
    css: ["assets/entry-client-C3.css"],
  },
  "_t-B2.js": { file: "assets/t-B2.js", imports: ["_jsx-D4.js"] },
  "_jsx-D4.js": { file: "assets/jsx-D4.js" },
  "../../packages/core/src/widgets/titlebar/TitleBar.tsx": {
    file: "assets/TitleBar-E5.js",
    isDynamicEntry: true,
    imports: ["src/entry-client.tsx", "_t-B2.js"],
    css: ["assets/TitleBar-F6.css"],
  },
  "../../packages/forum/src/client/widgets/Banner.tsx": {
    file: "assets/Banner-G7.js",
    isDynamicEntry: true,
    imports: ["_t-B2.js"],
    dynamicImports: ["../../packages/forum/src/client/widgets/Inner.tsx"],
    css: ["assets/Banner-H8.css"],
  },
  "../../packages/forum/src/client/widgets/Inner.tsx": { file: "assets/Inner-I9.js", isDynamicEntry: true, css: ["assets/Inner-J0.css"] },
};

describe("clientAssets", () => {
  it("names the entry script, its static imports as preloads, and the CSS of every reachable chunk", () => {
    expect(clientAssets(manifest)).toEqual({
      scripts: ["/assets/entry-client-A1.js"],
      preloads: ["/assets/t-B2.js", "/assets/jsx-D4.js"],
      styles: ["/assets/entry-client-C3.css", "/assets/TitleBar-F6.css", "/assets/Banner-H8.css", "/assets/Inner-J0.css"],
      addons: {},
    });
  });

  it("prefixes the base the client build is served under", () => {
    expect(clientAssets(manifest, "/static").scripts).toEqual(["/static/assets/entry-client-A1.js"]);
  });

  it("refuses a manifest without the client entry", () => {
    expect(() => clientAssets({})).toThrow(/No client entry/);
  });

  it("keeps an add-on's files out of the shell's and lists them apart, for the render to link only on pages that use it", () => {
    // Banner.tsx stands in for an add-on descriptor here: everything under it belongs to the add-on.
    const assets = clientAssets(manifest, "/", { polls: "../../packages/forum/src/client/widgets/Banner.tsx" });
    expect(assets.styles).toEqual(["/assets/entry-client-C3.css", "/assets/TitleBar-F6.css"]);
    expect(assets.addons).toEqual({ polls: { preloads: ["/assets/Banner-G7.js"], styles: ["/assets/Banner-H8.css", "/assets/Inner-J0.css"] } });
  });
});

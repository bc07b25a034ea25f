import { describe, expect, it } from "vitest";
import { addonAssets } from "./addonAssets";

const assets = {
  scripts: ["/assets/entry.js"],
  styles: ["/assets/entry.css"],
  preloads: ["/assets/react.js"],
  addons: {
    polls: { preloads: ["/assets/polls.js", "/assets/react.js"], styles: ["/assets/polls.css"] },
    groups: { preloads: ["/assets/groups.js"], styles: ["/assets/groups.css"] },
  },
};

describe("addonAssets", () => {
  it("adds nothing of an add-on that is off", () => {
    expect(addonAssets(assets, [], new Set())).toEqual({ scripts: assets.scripts, styles: assets.styles, preloads: assets.preloads });
  });

  it("adds an enabled add-on's styles and scripts, each file once", () => {
    expect(addonAssets(assets, ["polls"], new Set())).toEqual({
      scripts: ["/assets/entry.js"],
      styles: ["/assets/entry.css", "/assets/polls.css"],
      preloads: ["/assets/react.js", "/assets/polls.js"],
    });
  });

  it("announces no script of an add-on the page does not load, but keeps its styles for a navigation", () => {
    const page = addonAssets(assets, ["polls", "groups"], new Set(["groups"]));
    expect(page.preloads).toEqual(["/assets/react.js", "/assets/polls.js"]);
    expect(page.styles).toEqual(["/assets/entry.css", "/assets/polls.css", "/assets/groups.css"]);
  });
});

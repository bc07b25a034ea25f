import { describe, expect, it } from "vitest";
import { addonManifest } from "./addonManifest";
import { defineAddon } from "./defineAddon";
import { defineExtensionPoint } from "./defineExtensionPoint";
import { defineSlot, slotItem } from "./defineSlot";

const load = async () => ({ default: () => null });

describe("addonManifest", () => {
  it("keeps what a page shows or routes by without the add-on's code", () => {
    const addon = defineAddon({
      key: "kb",
      routes: [
        { path: "/kb/new", load, permission: "kb.add" },
        { path: "/kb/:id", load },
      ],
      layoutRoutes: [
        { path: "/kb", layout: "kbHome" },
        { path: "/kb/shelf/:shelfID", layout: "kbShelf", recordType: "shelf" },
      ],
      navItems: [{ id: "kb", name: "Knowledge", url: "/kb", order: 50, roleIDs: [2] }],
      widgets: { KbArticles: { load, staticForGuests: true } },
    });
    expect(addonManifest(addon, "en")).toEqual({
      key: "kb",
      routes: [{ path: "/kb/new", permission: "kb.add" }, { path: "/kb/:id" }],
      layoutRoutes: [
        { path: "/kb", layout: "kbHome" },
        { path: "/kb/shelf/:shelfID", layout: "kbShelf", recordType: "shelf" },
      ],
      navItems: [{ id: "kb", name: "Knowledge", url: "/kb", order: 50, roleIDs: [2] }],
      widgets: ["KbArticles"],
    });
    // Plain data: it survives the page's JSON.
    expect(JSON.parse(JSON.stringify(addonManifest(addon, "en")))).toEqual(addonManifest(addon, "en"));
  });

  it("has none for an add-on any page may need the code of", () => {
    const slot = defineSlot<object>("test.labels");
    const point = defineExtensionPoint<string>("test.types");
    expect(addonManifest(defineAddon({ key: "a", slots: [slotItem(slot, { id: "a", order: 1, load })] }), "en")).toBeUndefined();
    expect(addonManifest(defineAddon({ key: "b", extend: [point.with("b")] }), "en")).toBeUndefined();
    expect(addonManifest(defineAddon({ key: "c", layoutRoutes: [{ match: () => null }] }), "en")).toBeUndefined();
    const translated = defineAddon({ key: "d", navItems: [{ id: "d", name: "D", url: "/d", order: 1 }], translations: async () => ({ D: "Dé" }) });
    expect(addonManifest(translated, "fr")).toBeUndefined();
    expect(addonManifest(translated, "en")?.key).toBe("d");
  });
});

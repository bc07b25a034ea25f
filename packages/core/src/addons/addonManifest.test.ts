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

  it("keeps a slot item's place and permission, and an extension point's plain data", () => {
    const slot = defineSlot<{ kind: string }>("test.labels");
    const point = defineExtensionPoint<{ type: string; label: string; order: number; tags: string[]; extra: null }>("test.types");
    const addon = defineAddon({
      key: "a",
      slots: [
        slotItem(slot, { id: "a.label", order: 10, when: ({ kind }) => kind === "a", load }),
        slotItem(slot, { id: "a.mod", order: 20, permission: "a.moderate", load }),
      ],
      extend: [point.with({ type: "a", label: "New A", order: 5, tags: ["x"], extra: null })],
    });
    const manifest = addonManifest(addon, "en");
    expect(manifest?.slots).toEqual([
      { slot: "test.labels", id: "a.label", order: 10 },
      { slot: "test.labels", id: "a.mod", order: 20, permission: "a.moderate" },
    ]);
    expect(manifest?.extend).toEqual([{ point: "test.types", value: { type: "a", label: "New A", order: 5, tags: ["x"], extra: null } }]);
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest);
  });

  it("has none for an add-on any page may need the code of", () => {
    const point = defineExtensionPoint<unknown>("test.types");
    // A contribution that is not plain data would not survive the page's JSON.
    expect(addonManifest(defineAddon({ key: "a", extend: [point.with({ render: () => null })] }), "en")).toBeUndefined();
    expect(addonManifest(defineAddon({ key: "b", extend: [point.with(new Date(0))] }), "en")).toBeUndefined();
    expect(addonManifest(defineAddon({ key: "b2", extend: [point.with({ label: undefined })] }), "en")).toBeUndefined();
    expect(addonManifest(defineAddon({ key: "b3", extend: [point.with(Number.NaN)] }), "en")).toBeUndefined();
    expect(addonManifest(defineAddon({ key: "c", layoutRoutes: [{ match: () => null }] }), "en")).toBeUndefined();
    const translated = defineAddon({ key: "d", navItems: [{ id: "d", name: "D", url: "/d", order: 1 }], translations: async () => ({ D: "Dé" }) });
    expect(addonManifest(translated, "fr")).toBeUndefined();
    expect(addonManifest(translated, "en")?.key).toBe("d");
  });
});

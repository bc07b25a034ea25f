import { AddonRegistry, defineAddon } from "@quorum/core";
import { describe, expect, it } from "vitest";
import { registryFor, translationsFor } from "./addons";

describe("registryFor", () => {
  it("builds one registry per set of enabled add-ons, with the installed forum's widgets", async () => {
    const withForum = await registryFor(["forum"]);
    expect(withForum.addons.map((a) => a.key)).toEqual(["core", "forum"]);
    expect(withForum.hasWidget("DiscussionListWidget")).toBe(true);
    expect(await registryFor(["forum"])).toBe(withForum);
    const none = await registryFor([]);
    expect(none.hasWidget("DiscussionListWidget")).toBe(false);
  });
});

describe("translationsFor", () => {
  it("merges the add-ons' strings for the page's locale, once per locale, and none for English", async () => {
    let loads = 0;
    const registry = new AddonRegistry([
      defineAddon({
        key: "a",
        translations: async (locale): Promise<Record<string, string>> => {
          loads += 1;
          return locale === "fr" ? { Posts: "Messages" } : {};
        },
      }),
      defineAddon({ key: "b", translations: async () => ({ Categories: "Catégories" }) }),
    ]);
    expect(await translationsFor(registry, "fr")).toEqual({ Posts: "Messages", Categories: "Catégories" });
    expect(await translationsFor(registry, "fr")).toEqual({ Posts: "Messages", Categories: "Catégories" });
    expect(loads).toBe(1);
    expect(await translationsFor(registry, "en")).toEqual({});
    expect(loads).toBe(1);
  });
});

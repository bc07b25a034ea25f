import { AddonRegistry, defineAddon, t } from "@quorum/core";
import { afterEach, describe, expect, it } from "vitest";
import { applyLocale, registryFor } from "./addons";

afterEach(() => applyLocale(new AddonRegistry([]), "en"));

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

describe("applyLocale", () => {
  it("installs the add-ons' strings for the page's locale, and none for English", async () => {
    const registry = new AddonRegistry([
      defineAddon({ key: "a", translations: async (locale): Promise<Record<string, string>> => (locale === "fr" ? { Posts: "Messages" } : {}) }),
      defineAddon({ key: "b", translations: async () => ({ Categories: "Catégories" }) }),
    ]);
    await applyLocale(registry, "fr");
    expect([t("Posts"), t("Categories"), t("Untranslated")]).toEqual(["Messages", "Catégories", "Untranslated"]);
    await applyLocale(registry, "en");
    expect(t("Posts")).toBe("Posts");
  });
});

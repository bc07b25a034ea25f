import { describe, expect, it, vi } from "vitest";
import { defineAddon } from "./defineAddon";
import { loadAddonRegistry } from "./loadAddonRegistry";

const descriptor = (key: string, order: number) =>
  defineAddon({
    key,
    navItems: [{ id: key, name: key, url: `/${key}`, order }],
    widgets: { [`${key}Widget`]: { load: async () => ({ default: () => null }) } },
  });

describe("loadAddonRegistry", () => {
  it("imports only the enabled add-ons' descriptors, after the built-ins", async () => {
    const imported: string[] = [];
    const loader = (key: string, order: number) => async () => {
      imported.push(key);
      return { default: descriptor(key, order) };
    };
    const registry = await loadAddonRegistry([descriptor("core", 0)], { forum: loader("forum", 10), qna: loader("qna", 5), polls: loader("polls", 1) }, [
      "forum",
      "qna",
      "audit",
    ]);
    expect(imported.sort()).toEqual(["forum", "qna"]);
    expect(registry.addons.map((a) => a.key)).toEqual(["core", "forum", "qna"]);
    expect(registry.hasWidget("pollsWidget")).toBe(false);
    expect(registry.navItems.map((n) => n.id)).toEqual(["core", "qna", "forum"]);
  });

  it("leaves out an add-on whose descriptor fails to load, keeping the rest", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const registry = await loadAddonRegistry([], { bad: () => Promise.reject(new Error("404")), forum: async () => ({ default: descriptor("forum", 1) }) }, [
      "bad",
      "forum",
    ]);
    expect(registry.addons.map((a) => a.key)).toEqual(["forum"]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"bad" failed to load'), expect.any(Error));
  });
});

import { defineWidget } from "@quorum/api";
import { describe, expect, it } from "vitest";
import { AddonRegistry } from "./AddonRegistry";
import { defineAddon } from "./defineAddon";

const Empty = () => null;
const Other = () => null;

describe("AddonRegistry", () => {
  it("merges navigation from every add-on sorted by order, ties in registration order", () => {
    const registry = new AddonRegistry([
      defineAddon({
        key: "a",
        navItems: [
          { id: "c", name: "C", url: "/c", order: 30 },
          { id: "a1", name: "A1", url: "/a1", order: 10 },
        ],
      }),
      defineAddon({
        key: "b",
        navItems: [
          { id: "a2", name: "A2", url: "/a2", order: 10 },
          { id: "b", name: "B", url: "/b", order: 20 },
        ],
      }),
    ]);
    expect(registry.navItems.map((item) => item.id)).toEqual(["a1", "a2", "b", "c"]);
  });

  it("finds widgets by name, a later add-on replacing an earlier one", async () => {
    const registry = new AddonRegistry([
      defineAddon({ key: "a", widgets: { Box: { load: async () => ({ default: Empty }) } } }),
      defineAddon({ key: "b", widgets: { Box: { load: async () => ({ default: Other }) } }, routes: [{ path: "/x", load: async () => ({ default: Empty }) }] }),
    ]);
    expect(registry.hasWidget("Box")).toBe(true);
    expect(registry.getWidget("Missing")).toBeUndefined();
    expect(registry.routes.map((r) => [r.path, r.addonKey])).toEqual([["/x", "b"]]);
  });

  it("loads a widget once and shrugs off a failing one", async () => {
    let loads = 0;
    const registry = new AddonRegistry([
      defineAddon({
        key: "a",
        widgets: {
          Box: { load: async () => (loads++, { default: Empty }) },
          Bad: { load: () => Promise.reject(new Error("chunk failed")) },
        },
      }),
    ]);
    await Promise.all([registry.loadWidget("Box"), registry.loadWidget("Box")]);
    await registry.loadWidget("Box");
    expect(loads).toBe(1);
    await expect(registry.loadWidget("Bad")).resolves.toBeUndefined();
  });

  it("registers a shared widget definition under its component name", async () => {
    const note = defineWidget<{ text: string }>({ id: "test.note", component: "Note" });
    const Note = ({ text }: { text: string }) => text;
    let loads = 0;
    const registry = new AddonRegistry([defineAddon({ key: "a", widgets: [note.client(async () => (loads++, { default: Note }))] })]);
    expect(registry.hasWidget("test.note")).toBe(false);
    expect(registry.hasWidget("Note")).toBe(true);
    await registry.loadWidget("Note");
    expect(loads).toBe(1);
    expect(registry.widgetContext("Note")).toEqual({ key: "a" });
    // @ts-expect-error a component of other props than the definition's does not register
    note.client(async () => ({ default: ({ count }: { count: number }) => count }));
  });
});

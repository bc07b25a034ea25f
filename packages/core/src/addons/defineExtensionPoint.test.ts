import { describe, expect, it } from "vitest";
import { AddonRegistry } from "./AddonRegistry";
import { defineAddon } from "./defineAddon";
import { defineExtensionPoint } from "./defineExtensionPoint";

// An extension point as a feature would publish it from its contract.
const kinds = defineExtensionPoint<{ type: string; order: number }>("feature.kinds");
const colours = defineExtensionPoint<string>("feature.colours");

describe("extension points", () => {
  it("collect the add-ons' contributions per point, in registration order", () => {
    const first = defineAddon({ key: "first", extend: [kinds.with({ type: "poll", order: 30 }), colours.with("red")] });
    const second = defineAddon({ key: "second", extend: [kinds.with({ type: "idea", order: 10 })] });
    const registry = new AddonRegistry([first, second]);
    expect(registry.contributions(kinds)).toEqual([
      { type: "poll", order: 30 },
      { type: "idea", order: 10 },
    ]);
    expect(registry.contributions(colours)).toEqual(["red"]);
  });

  it("are empty when no registered add-on contributes (a disabled add-on is not registered)", () => {
    expect(new AddonRegistry([defineAddon({ key: "plain" })]).contributions(kinds)).toEqual([]);
  });
});

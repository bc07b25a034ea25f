import { describe, expect, it } from "vitest";
import type { AddonContributions, HookContext } from "../addons/defineServerAddon";
import type { HookRef } from "../addons/defineHook";
import { pointsHooks, type PointsSource } from "./pointsHooks";
import { userPoints } from "./userPoints";

const contributions = (sources: PointsSource[]): AddonContributions => ({
  hooks: <T>(hook: HookRef<T>) => (hook.id === pointsHooks.source.id ? (sources as unknown as T[]) : []),
});
const ctx = {} as HookContext;

describe("userPoints", () => {
  it("sums every source for the members asked, 0 for one no source names", async () => {
    const badges: PointsSource = async () =>
      new Map([
        [1, 10],
        [2, 5],
        [9, 100],
      ]);
    const other: PointsSource = async () => new Map([[1, 3]]);
    const total = await userPoints(contributions([badges, other]), [1, 2, 3], ctx);
    expect([...total]).toEqual([
      [1, 13],
      [2, 5],
      [3, 0],
    ]);
  });

  it("gives everyone 0 with no source enabled", async () => {
    expect([...(await userPoints(contributions([]), [4], ctx))]).toEqual([[4, 0]]);
  });
});

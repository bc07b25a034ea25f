import { describe, expect, it } from "vitest";
import { RefreshingCache } from "./RefreshingCache";

function counter() {
  let loads = 0;
  return { load: async () => ++loads, loads: () => loads };
}

describe("RefreshingCache", () => {
  it("loads once and serves from memory while fresh", async () => {
    const c = counter();
    const cache = new RefreshingCache(c.load, 60_000);
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([1, 1, 1]);
    expect(c.loads()).toBe(1);
  });

  it("waits for a fresh load after invalidate", async () => {
    const c = counter();
    const cache = new RefreshingCache(c.load, 60_000);
    await cache.get();
    cache.invalidate();
    expect(await cache.get()).toBe(2);
  });

  it("serves the old value once stale while it reloads in the background", async () => {
    const c = counter();
    const cache = new RefreshingCache(c.load, 0);
    expect(await cache.get()).toBe(1);
    await new Promise((r) => setTimeout(r, 2));
    expect(await cache.get()).toBe(1);
    await new Promise((r) => setTimeout(r, 2));
    expect(await cache.get()).toBe(2);
  });

  it("does not keep a failed load", async () => {
    let fail = true;
    const cache = new RefreshingCache(async () => {
      if (fail) throw new Error("down");
      return "up";
    }, 60_000);
    await expect(cache.get()).rejects.toThrow("down");
    fail = false;
    expect(await cache.get()).toBe("up");
  });
});

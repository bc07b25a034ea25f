import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../createApp";
import { runMigrations } from "../db/runMigrations";
import { createTestDatabase } from "../testing";
import { defineServerAddon } from "../addons/defineServerAddon";
import { peerCaches } from "./peerCaches";
import { RefreshingCache } from "./RefreshingCache";

afterEach(() => peerCaches.connect(null));

describe("peerCaches", () => {
  it("announces a local invalidation, and drops caches without announcing when a peer changed", async () => {
    let announced = 0;
    peerCaches.connect(() => announced++);
    let loads = 0;
    const cache = new RefreshingCache(async () => ++loads, 60_000);
    expect(await cache.get()).toBe(1);
    cache.invalidate();
    expect(announced).toBe(1);
    expect(await cache.get()).toBe(2);
    peerCaches.dropAll();
    expect(announced).toBe(1);
    expect(await cache.get()).toBe(3);
  });

  it("shows one process's add-on toggle and setting to another at once, not after the caches' age", async () => {
    const database = await createTestDatabase();
    const polls = defineServerAddon({ key: "polls", name: "Polls", description: "A switchable add-on.", version: "1.0.0" });
    await runMigrations(database.db, [polls]);
    // Two processes of one site: two apps on one database, with caches that would keep for an hour.
    const [one, two] = await Promise.all([0, 1].map(() => createApp({ db: database.db, addons: [polls], cacheMaxAgeMs: 3_600_000 })));
    if (!one || !two) throw new Error("no apps");
    // The worker's IPC as the primary relays it: every announcement reaches the other process.
    peerCaches.connect(() => peerCaches.dropAll());
    expect(two.quorum.addons.isEnabled("polls")).toBe(false);
    expect((await two.quorum.config.all())["garden.title"]).toBe("Quorum");
    await one.quorum.addons.setEnabled("polls", true);
    await one.quorum.config.patch({ "garden.title": "Renamed" });
    expect((await two.quorum.config.all())["garden.title"]).toBe("Renamed");
    // The flags are re-read in the background: the next requests see them.
    await vi.waitFor(() => expect(two.quorum.addons.isEnabled("polls")).toBe(true), { timeout: 30_000 });
    await Promise.all([one.close(), two.close()]);
    await database.close();
  });
});

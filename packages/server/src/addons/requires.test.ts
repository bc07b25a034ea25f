import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../auth/createUser";
import { api, createTestApp, signIn, type TestApp } from "../testing";
import { defineHook } from "./defineHook";
import { defineServerAddon, type AddonMigration, type ServerAddon } from "./defineServerAddon";
import { orderAddons } from "./orderAddons";

// Every migration and hook call, in the order they happen.
const happened: string[] = [];
const migration = (key: string): AddonMigration => ({ name: `0001_${key}`, up: async () => void happened.push(`migrate ${key}`) });
const touched = defineHook<(by: string[]) => void>("feature.touched");

const feature = defineServerAddon({
  key: "feature",
  name: "Feature",
  description: "What the others build on.",
  version: "0.2.3",
  enabledByDefault: true,
  migrations: [migration("feature")],
  extend: [touched.with((by) => by.push("feature"))],
});
const makeDependent = (key: string, requires: Record<string, string>, extra: Partial<ServerAddon> = {}) =>
  defineServerAddon({
    key,
    name: key.toUpperCase(),
    description: "Builds on the feature.",
    version: "1.0.0",
    enabledByDefault: true,
    requires,
    migrations: [migration(key)],
    extend: [touched.with((by) => by.push(key))],
    routes(app) {
      app.get(`/${key}-probe`, async () => ({ ok: true }));
    },
    ...extra,
  });
// Listed before what it requires, so only `requires` can put it after.
const upper = makeDependent("upper", { middle: "^1.0.0" });
const middle = makeDependent("middle", { feature: "^0.2" });
const missing = makeDependent("missing", { search: "^1" });
const ahead = makeDependent("ahead", { feature: ">=0.3.0" });

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ addons: [upper, middle, missing, ahead, feature] });
  await createUser(t.db, { name: "root", email: "root@example.com", password: "correct horse", roles: ["Administrator"] });
  admin = await signIn(t.app, "root", "correct horse");
});
afterAll(() => t.close());

const listed = async () =>
  (await api(t.app, { url: "/addons", cookie: admin })).json<Array<{ key: string; enabled: boolean; problem?: string; requires: Record<string, string> }>>();
const problemOf = async (key: string) => (await listed()).find((a) => a.key === key)?.problem;

describe("requires: order", () => {
  it("migrates each add-on after the features it requires, not in the order installed", () => {
    expect(happened.filter((h) => h.startsWith("migrate"))).toEqual(["migrate feature", "migrate middle", "migrate upper"]);
  });

  it("calls hooks in the same order, and lists add-ons in it", async () => {
    const by: string[] = [];
    for (const hook of t.app.quorum.addons.hooks(touched)) hook(by);
    expect(by).toEqual(["feature", "middle", "upper"]);
    expect((await listed()).map((a) => a.key)).toEqual(["feature", "middle", "upper", "missing", "ahead"]);
  });

  it("refuses a cycle when the site starts", () => {
    const a = makeDependent("a", { b: "*" });
    const b = makeDependent("b", { a: "*" });
    expect(() => orderAddons([a, b])).toThrow("The add-ons a → b → a require each other.");
  });
});

describe("requires: refusals", () => {
  it("refuses an add-on whose feature is not installed, with the reason, and never mounts its routes", async () => {
    const message = "MISSING 1.0.0 requires search ^1, which is not installed.";
    expect(await problemOf("missing")).toBe(message);
    const res = await api(t.app, { method: "PATCH", url: "/addons/missing", body: { enabled: true }, cookie: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message, status: 409 });
    expect((await api(t.app, { url: "/missing-probe" })).statusCode).toBe(404);
    expect(happened).not.toContain("migrate missing");
  });

  it("refuses an add-on whose feature's version is out of range", async () => {
    const message = "AHEAD 1.0.0 requires Feature >=0.3.0; this site has Feature 0.2.3.";
    expect(await problemOf("ahead")).toBe(message);
    expect((await api(t.app, { method: "PATCH", url: "/addons/ahead", body: { enabled: true }, cookie: admin })).json()).toEqual({ message, status: 409 });
  });

  it("refuses to disable a feature an enabled add-on requires, and to enable an add-on whose feature is disabled", async () => {
    const off = await api(t.app, { method: "PATCH", url: "/addons/middle", body: { enabled: false }, cookie: admin });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe("UPPER requires MIDDLE. Disable UPPER first.");

    expect((await api(t.app, { method: "PATCH", url: "/addons/upper", body: { enabled: false }, cookie: admin })).statusCode).toBe(200);
    expect((await api(t.app, { method: "PATCH", url: "/addons/middle", body: { enabled: false }, cookie: admin })).statusCode).toBe(200);
    const message = "UPPER requires MIDDLE, which is disabled. Enable MIDDLE first.";
    expect(await problemOf("upper")).toBe(message);
    const on = await api(t.app, { method: "PATCH", url: "/addons/upper", body: { enabled: true }, cookie: admin });
    expect(on.json()).toEqual({ message, status: 409 });
    expect((await api(t.app, { url: "/upper-probe" })).statusCode).toBe(404);

    expect((await api(t.app, { method: "PATCH", url: "/addons/middle", body: { enabled: true }, cookie: admin })).statusCode).toBe(200);
    expect(await problemOf("upper")).toBeUndefined();
    expect((await api(t.app, { method: "PATCH", url: "/addons/upper", body: { enabled: true }, cookie: admin })).statusCode).toBe(200);
    expect((await api(t.app, { url: "/upper-probe" })).json()).toEqual({ ok: true });
  });
});

import { readFileSync } from "node:fs";
import { createUser } from "@quorum/server";
import { api, createTestApp, signIn, type TestApp } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import dashboard from "./index";

const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string; quorum: { addon: string } };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ addons: [dashboard] });
  await createUser(t.db, { name: "root", email: "root@example.com", password: "correct horse", roles: ["Administrator"] });
  admin = await signIn(t.app, "root", "correct horse");
});
afterAll(() => t.close());

describe("the dashboard's server half", () => {
  it("is the add-on its package.json declares, at the package's version", () => {
    expect(dashboard.key).toBe(manifest.quorum.addon);
    expect(dashboard.version).toBe(manifest.version);
  });

  it("is listed to site managers as always on, and cannot be switched off", async () => {
    const list = await api(t.app, { url: "/addons", cookie: admin });
    expect(list.json()).toContainEqual(expect.objectContaining({ key: "dashboard", name: "Dashboard", enabled: true, alwaysOn: true }));

    const off = await api(t.app, { method: "PATCH", url: "/addons/dashboard", body: { enabled: false }, cookie: admin });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ message: "Dashboard is always on." });
  });
});

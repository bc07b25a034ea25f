import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../auth/createUser";
import { api, createTestApp, signIn, type TestApp } from "../testing";
import { defineServerAddon } from "./defineServerAddon";

const forum = defineServerAddon({ key: "forum", name: "Forum", description: "Discussions.", version: "1.2.0", alwaysOn: true });
const qna = defineServerAddon({ key: "qna", name: "Q&A", description: "Questions and answers.", version: "0.3.0" });

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ addons: [forum, qna] });
  await createUser(t.db, { name: "root", email: "root@example.com", password: "correct horse", roles: ["Administrator"] });
  admin = await signIn(t.app, "root", "correct horse");
});
afterAll(() => t.close());

describe("GET /addons", () => {
  it("lists the installed add-ons with their enabled flags", async () => {
    await t.app.quorum.addons.setEnabled("qna", false);
    const res = await api(t.app, { url: "/addons", cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { addonID: "forum", key: "forum", type: "addon", name: "Forum", description: "Discussions.", version: "1.2.0", enabled: true },
      { addonID: "qna", key: "qna", type: "addon", name: "Q&A", description: "Questions and answers.", version: "0.3.0", enabled: false },
    ]);
    const row = await t.db.selectFrom("addons").select(["enabled", "version"]).where("key", "=", "qna").executeTakeFirstOrThrow();
    expect(row).toEqual({ enabled: false, version: "0.3.0" });
  });

  it("filters by type", async () => {
    expect((await api(t.app, { url: "/addons?type=addon", cookie: admin })).json()).toHaveLength(2);
    expect((await api(t.app, { url: "/addons?type=theme", cookie: admin })).json()).toEqual([]);
    expect((await api(t.app, { url: "/addons?type=plugin", cookie: admin })).statusCode).toBe(422);
  });

  it("keeps always-on add-ons on", async () => {
    await expect(t.app.quorum.addons.setEnabled("forum", false)).rejects.toThrow(/always on/);
  });

  it("is for site managers only", async () => {
    expect((await t.app.inject({ url: "/api/v2/addons" })).statusCode).toBe(403);
  });
});

import { DEFAULT_THEME_VARIABLES, GUEST_USER, type SiteBootstrap } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createUser } from "../auth/createUser";
import { definePermission } from "../permissions/definePermission";
import { createTestApp, signIn, type TestApp } from "../testing";
import { buildBootstrap } from "./buildBootstrap";

// A stand-in feature with permissions of its own (the framework grants only its own).
const forum = defineServerAddon({
  key: "forum",
  name: "Forum",
  description: "",
  version: "1.0.0",
  alwaysOn: true,
  permissions: [
    definePermission("notes.view", { scope: "global", defaultRoles: ["guest", "member"], description: "Read notes." }),
    definePermission("notes.add", { scope: "global", defaultRoles: ["member"], description: "Write notes." }),
  ],
});
// Its navigation group has links for members only: a guest's page gets no group at all.
const polls = defineServerAddon({
  key: "polls",
  name: "Polls",
  description: "",
  version: "0.1.0",
  navGroup: async ({ viewer }) => ({ id: "polls", label: "Polls", links: viewer.user.userID > 0 ? [{ name: "Open Polls", url: "/polls" }] : [] }),
});
// Refused server halves: a feature they require is missing, or disabled.
const charts = defineServerAddon({ key: "charts", name: "Charts", description: "", version: "1.0.0", enabledByDefault: true, requires: { search: "^1" } });
const pollCharts = defineServerAddon({ key: "pollCharts", name: "Poll charts", description: "", version: "1.0.0", requires: { polls: "^0.1" } });

let t: TestApp;
const themes: unknown[] = [];
beforeAll(async () => {
  t = await createTestApp({ addons: [forum, polls, charts, pollCharts], disabled: ["polls"] });
  await createUser(t.db, { name: "alice", email: "alice@example.com", password: "correct horse", roles: ["Member"] });
  // The server render calls buildBootstrap with the page request; a route stands in for it here.
  t.app.get("/page-bootstrap", async (request) => {
    const boot = await buildBootstrap(t.app, request);
    themes.push(boot.theme);
    return boot;
  });
});
afterAll(() => t.close());

describe("buildBootstrap", () => {
  it("inlines the guest, their permissions, enabled add-ons, public config, theme and locale", async () => {
    const boot = (await t.app.inject({ url: "/page-bootstrap" })).json<SiteBootstrap>();
    expect(boot.user).toEqual(GUEST_USER);
    expect(boot.permissions.permissions[0]?.permissions).toEqual({ "notes.view": true, "profiles.view": true });
    expect(boot.permissions.junctions).toEqual({});
    expect(boot.addons).toEqual([{ key: "forum", version: "1.0.0" }]);
    expect(boot.config["garden.title"]).toBe("Quorum");
    expect(boot.theme).toEqual({ themeID: "default", variables: DEFAULT_THEME_VARIABLES });
    expect(boot.locale).toBe("en");
  });

  it("hands every page the same theme object, so its CSS is built once", async () => {
    await t.app.inject({ url: "/page-bootstrap" });
    await t.app.inject({ url: "/page-bootstrap" });
    const [first, second] = themes.slice(-2);
    expect(first).toBe(second);
    expect(first).toEqual({ themeID: "default", variables: DEFAULT_THEME_VARIABLES });
  });

  it("inlines the signed-in member", async () => {
    const cookie = await signIn(t.app, "alice", "correct horse");
    const boot = (await t.app.inject({ url: "/page-bootstrap", headers: { cookie } })).json<SiteBootstrap>();
    expect(boot.user.name).toBe("alice");
    expect(boot.permissions.permissions[0]?.permissions["notes.add"]).toBe(true);
  });

  it("never lists an add-on whose server half is refused, so the browser never loads its descriptor", async () => {
    // The web shell loads the client descriptors of `bootstrap.addons` only. Even with rows saying
    // enabled (written by another process, or before the feature went), refused add-ons stay out.
    await t.db.updateTable("addons").set({ enabled: true }).where("key", "in", ["charts", "pollCharts"]).execute();
    await t.app.quorum.addons.load();
    expect(t.app.quorum.addons.problem("charts")).toBe("Charts 1.0.0 requires search ^1, which is not installed.");
    expect(t.app.quorum.addons.problem("pollCharts")).toMatch(/requires Polls/);
    const boot = (await t.app.inject({ url: "/page-bootstrap" })).json<SiteBootstrap>();
    expect(boot.addons).toEqual([{ key: "forum", version: "1.0.0" }]);

    // Once the feature it requires runs, the same row lists it.
    await t.db.updateTable("addons").set({ enabled: true }).where("key", "=", "polls").execute();
    await t.app.quorum.addons.load();
    const after = (await t.app.inject({ url: "/page-bootstrap" })).json<SiteBootstrap>();
    expect(after.addons.map((addon) => addon.key)).toEqual(["forum", "polls", "pollCharts"]);
  });

  it("inlines the enabled add-ons' navigation groups made for the viewer, and none of a disabled one", async () => {
    const cookie = await signIn(t.app, "alice", "correct horse");
    await t.app.quorum.addons.setEnabled("pollCharts", false);
    await t.app.quorum.addons.setEnabled("polls", false);
    expect((await t.app.inject({ url: "/page-bootstrap", headers: { cookie } })).json<SiteBootstrap>().navGroups).toBeUndefined();
    await t.app.quorum.addons.setEnabled("polls", true);
    const member = (await t.app.inject({ url: "/page-bootstrap", headers: { cookie } })).json<SiteBootstrap>();
    expect(member.navGroups).toEqual([{ id: "polls", label: "Polls", links: [{ name: "Open Polls", url: "/polls" }] }]);
    // A group with no links for this viewer is left out.
    expect((await t.app.inject({ url: "/page-bootstrap" })).json<SiteBootstrap>().navGroups).toBeUndefined();
  });
});

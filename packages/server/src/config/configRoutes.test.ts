import { Type } from "@sinclair/typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createUser } from "../auth/createUser";
import { api, createTestApp, signIn, type TestApp } from "../testing";
import { getConfig } from "./getConfig";

const withSettings = defineServerAddon({
  key: "settingsProbe",
  name: "Settings probe",
  description: "Adds a public and a private setting.",
  version: "1.0.0",
  settings: {
    "probe.color": { default: "blue", schema: Type.Union([Type.Literal("blue"), Type.Literal("red")]), public: true },
    "probe.apiKey": { default: "", schema: Type.String(), public: false },
  },
});

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ addons: [withSettings] });
  await createUser(t.db, { name: "root", email: "root@example.com", password: "correct horse", roles: ["Administrator"] });
  await createUser(t.db, { name: "alice", email: "alice@example.com", password: "correct horse", roles: ["Member"] });
  admin = await signIn(t.app, "root", "correct horse");
  member = await signIn(t.app, "alice", "correct horse");
});
afterAll(() => t.close());

describe("GET /config", () => {
  it("answers the public settings with their defaults", async () => {
    const config = (await t.app.inject({ url: "/api/v2/config" })).json();
    expect(config).toMatchObject({
      "garden.title": "Quorum",
      "garden.cookie.name": "quorum",
      "garden.cookie.path": "/",
      "ui.editContentTimeout": 3600,
      "registration.enabled": true,
      "probe.color": "blue",
    });
    expect(config).not.toHaveProperty("probe.apiKey");
  });

  it("answers only the selected keys, as a comma list or an array, ignoring unknown or private ones", async () => {
    const comma = await t.app.inject({ url: "/api/v2/config?select=garden.cookie.name,garden.cookie.path,nope,probe.apiKey" });
    expect(comma.json()).toEqual({ "garden.cookie.name": "quorum", "garden.cookie.path": "/" });
    const array = await t.app.inject({ url: "/api/v2/config?select[]=garden.title" });
    expect(array.json()).toEqual({ "garden.title": "Quorum" });
  });

  it("shows private settings to site managers", async () => {
    expect((await api(t.app, { url: "/config?select=probe.apiKey", cookie: admin })).json()).toEqual({ "probe.apiKey": "" });
  });
});

describe("PATCH /config", () => {
  it("saves valid values for a site manager; everyone then reads them", async () => {
    const res = await api(t.app, { method: "PATCH", url: "/config", cookie: admin, body: { "garden.title": "My Forum", "probe.color": "red" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ "garden.title": "My Forum", "probe.color": "red" });
    expect((await t.app.inject({ url: "/api/v2/config?select=garden.title,probe.color" })).json()).toEqual({
      "garden.title": "My Forum",
      "probe.color": "red",
    });
    expect((await getConfig(t.db))["garden.title"]).toBe("My Forum");
  });

  it("refuses wrong values and unknown keys with 422 per key, saving none of the patch", async () => {
    const res = await api(t.app, {
      method: "PATCH",
      url: "/config",
      cookie: admin,
      body: { "garden.description": "fine", "ui.editContentTimeout": "soon", "no.such.key": 1 },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(["no.such.key", "ui.editContentTimeout"]);
    expect(errors["ui.editContentTimeout"][0]).toMatchObject({ code: "invalid", field: "ui.editContentTimeout" });
    expect(errors["ui.editContentTimeout"][0].message).toMatch(/^ui\.editContentTimeout /);
    expect(errors["no.such.key"][0].message).toBe("no.such.key is not a known setting.");
    expect((await t.app.inject({ url: "/api/v2/config?select=garden.description" })).json()).toEqual({ "garden.description": "" });
  });

  it("is refused to members and guests", async () => {
    const asMember = await api(t.app, { method: "PATCH", url: "/config", cookie: member, body: { "garden.title": "Mine" } });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe("Permission Problem");
    expect((await api(t.app, { method: "PATCH", url: "/config", body: { "garden.title": "Mine" } })).statusCode).toBe(403);
  });
});

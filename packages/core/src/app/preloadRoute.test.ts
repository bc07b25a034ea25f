import type { PermissionsPayload } from "@quorum/api";
import { describe, expect, it, vi } from "vitest";
import { AddonRegistry } from "../addons/AddonRegistry";
import { defineAddon } from "../addons/defineAddon";
import { createQueryClient } from "../query/createQueryClient";
import { MEMBER_PERMISSIONS } from "../testing/testPersonas";
import { preloadRoute } from "./preloadRoute";

const managers: PermissionsPayload = { isAdmin: false, permissions: [{ type: "global", permissions: { "site.manage": true } }], junctions: {} };

function setup() {
  const load = vi.fn(async () => ({ default: () => null }));
  const registry = new AddonRegistry([defineAddon({ key: "dashboard", routes: [{ path: "/dashboard/addons", permission: "site.manage", load }] })]);
  return { load, registry };
}

describe("preloadRoute", () => {
  it("loads an add-on page's chunk for a viewer who may open it", async () => {
    const { load, registry } = setup();
    await preloadRoute("/dashboard/addons", registry, createQueryClient(), managers);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not load it for anyone else: they get the permission page", async () => {
    const { load, registry } = setup();
    await preloadRoute("/dashboard/addons", registry, createQueryClient(), MEMBER_PERMISSIONS);
    await preloadRoute("/dashboard/addons", registry, createQueryClient());
    expect(load).not.toHaveBeenCalled();
  });
});

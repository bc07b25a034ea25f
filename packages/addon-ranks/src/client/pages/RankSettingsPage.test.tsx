import type { PermissionsPayload } from "@quorum/api";
import { memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Rank } from "../../shared/Rank";
import ranks from "../index";

const manager: PermissionsPayload = { isAdmin: false, permissions: [{ type: "global", permissions: { "ranks.manage": true } }] };
const rank = (rankID: number, name: string, level: number, fields: Partial<Rank> = {}): Rank => ({
  rankID,
  name,
  userTitle: name,
  labelStyle: "plain",
  level,
  criteria: { posts: level * 5, points: null, days: null, roleIDs: [], manual: false },
  abilities: { links: level > 1 },
  countUsers: 2,
  dateInserted: "2026-01-01T10:00:00Z",
  dateUpdated: null,
  ...fields,
});
const ladder = [rank(1, "Newcomer", 1), rank(2, "Regular", 2, { userTitle: "Regular member", labelStyle: "primary" })];
const routes = {
  "GET /api/v2/ranks": () => ({ status: 200, body: ladder }),
  "GET /api/v2/roles": () => ({
    status: 200,
    body: [{ roleID: 8, name: "Member", description: "", type: "member", deletable: false, canSession: true, personalInfo: false }],
  }),
};

describe("RankSettingsPage", () => {
  it("lists the ranks lowest first with their labels, criteria and limits; moves one up", async () => {
    const api = testApi({ ...routes, "PUT /api/v2/ranks/order": () => ({ status: 200, body: ladder }) });
    await renderRoute("/ranks/settings", { addons: [ranks], apiClient: api.client, bootstrap: memberBootstrap({ permissions: manager }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Ranks" })).toBeTruthy();
    const newcomer = await screen.findByRole("listitem", { name: "Newcomer" });
    expect(within(newcomer).getByText("5 posts")).toBeTruthy();
    expect(within(newcomer).getByText("No links")).toBeTruthy();
    expect(within(screen.getByRole("listitem", { name: "Regular" })).getByText("Regular member")).toBeTruthy();
    await userEvent.click(within(newcomer).getByRole("button", { name: "Move up: Newcomer" }));
    await waitFor(() => expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({ rankIDs: [2, 1] }));
  });

  it("defines a new rank: its label, style, criteria and links ability; the server's refusal shows", async () => {
    const api = testApi({
      ...routes,
      "POST /api/v2/ranks": ({ body }) =>
        (body as { name: string }).name === "Taken"
          ? {
              status: 422,
              body: {
                message: "Validation failed.",
                status: 422,
                errors: { name: [{ field: "name", code: "duplicate", message: "Another rank has this name." }] },
              },
            }
          : { status: 201, body: rank(3, "Veteran", 3) },
    });
    await renderRoute("/ranks/settings", { addons: [ranks], apiClient: api.client, bootstrap: memberBootstrap({ permissions: manager }) });
    await userEvent.click(await screen.findByRole("button", { name: "New Rank" }));
    const form = await screen.findByRole("form", { name: "New Rank" });
    await userEvent.type(within(form).getByLabelText("Name"), "Veteran");
    await userEvent.type(within(form).getByLabelText("Label"), "Old hand");
    await userEvent.selectOptions(within(form).getByLabelText("Label style"), "success");
    await userEvent.type(within(form).getByLabelText("Minimum posts"), "20");
    await userEvent.type(within(form).getByLabelText("Minimum days since joining"), "30");
    await userEvent.click(within(form).getByLabelText("Member"));
    await userEvent.click(within(form).getByLabelText("Members of this rank may post links"));
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "New Rank" })).toBeNull());
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({
      name: "Veteran",
      userTitle: "Old hand",
      labelStyle: "success",
      criteria: { posts: 20, points: null, days: 30, roleIDs: [8], manual: false },
      abilities: { links: false },
    });

    await userEvent.click(await screen.findByRole("button", { name: "New Rank" }));
    const again = await screen.findByRole("form", { name: "New Rank" });
    await userEvent.type(within(again).getByLabelText("Name"), "Taken");
    await userEvent.click(within(again).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Another rank has this name\./)).toBeTruthy();
  });

  it("is refused to a member without ranks.manage", async () => {
    const api = testApi(routes);
    await renderRoute("/ranks/settings", { addons: [ranks], apiClient: api.client, bootstrap: memberBootstrap() });
    expect(await screen.findByRole("heading", { level: 1, name: "Permission Problem" })).toBeTruthy();
    expect(api.requests.some((r) => r.path === "/api/v2/ranks")).toBe(false);
  });
});

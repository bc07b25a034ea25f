import type { Role, User, UserEdit } from "@quorum/api";
import { memberBootstrap, testApi } from "@quorum/core/testing";
import type { TestApiRequest } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { usersManagerBootstrap } from "../testing/fixtures";
import { renderRoute } from "../testing/renderRoute";

const ROLES: Role[] = [
  { roleID: 1, name: "Guest", description: "", type: "guest", deletable: false, canSession: true, personalInfo: false },
  { roleID: 2, name: "Member", description: "", type: "member", deletable: false, canSession: true, personalInfo: false },
  { roleID: 3, name: "Moderator", description: "", type: "moderator", deletable: false, canSession: true, personalInfo: false },
];
const user = (userID: number, name: string, fields: Partial<User> = {}): User => ({
  userID,
  name,
  url: `/profile/${name}`,
  photoUrl: "",
  dateLastActive: null,
  email: `${name}@example.com`,
  roleIDs: [2],
  dateInserted: "2026-01-01T00:00:00.000Z",
  banned: 0,
  ...fields,
});
const USERS = [user(2, "Morgan"), user(7, "bob"), user(8, "carol", { banned: 1, roleIDs: [2, 3] })];
const EDIT: UserEdit = {
  name: "bob",
  email: "bob@example.com",
  photoUrl: "",
  title: "",
  signature: "",
  private: false,
  banned: false,
  emailConfirmed: true,
  isAdmin: false,
  roleIDs: [2],
};

type Route = (request: TestApiRequest) => { status: number; body?: unknown };
function siteApi(routes: Record<string, Route> = {}) {
  return testApi({
    "GET /api/v2/users": (request) => {
      const query = request.url.searchParams.get("query") ?? "";
      return { status: 200, body: USERS.filter((u) => u.name.toLowerCase().includes(query.toLowerCase())) };
    },
    "GET /api/v2/roles": () => ({ status: 200, body: ROLES }),
    "GET /api/v2/users/7/edit": () => ({ status: 200, body: EDIT }),
    ...routes,
  });
}
const row = (name: string) => screen.getByRole("listitem", { name });

describe("/dashboard/users", () => {
  it("lists the users with their email, roles and ban, from GET /users and GET /roles?limit=500", async () => {
    const api = siteApi();
    await renderRoute("/dashboard/users", { bootstrap: usersManagerBootstrap(), apiClient: api.client });
    expect(await screen.findByRole("heading", { level: 1, name: "Users" })).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Users" })).getAllByRole("listitem").length).toBe(3);
    expect(api.requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`).sort()).toEqual([
      "GET /api/v2/roles?limit=500",
      "GET /api/v2/users?page=1&limit=30",
    ]);
    const carol = row("carol");
    expect(within(carol).getByText("carol@example.com")).toBeTruthy();
    expect(within(carol).getByText("Member, Moderator")).toBeTruthy();
    expect(within(carol).getByText("Banned")).toBeTruthy();
    expect(within(carol).getByRole("button", { name: "Unban" })).toBeTruthy();
    // Nobody is offered their own ban or deletion.
    expect(within(row("Morgan")).queryByRole("button", { name: "Ban" })).toBeNull();
    expect(within(row("Morgan")).queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("searches by name with the query in the address", async () => {
    const api = siteApi();
    await renderRoute("/dashboard/users?query=bo", { bootstrap: usersManagerBootstrap(), apiClient: api.client });
    await screen.findByRole("heading", { level: 1, name: "Users" });
    const list = screen.getByRole("list", { name: "Users" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => within(li).getByRole("link").textContent),
    ).toEqual(["bob"]);
    expect(api.requests.find((r) => r.url.pathname === "/api/v2/users")?.url.searchParams.get("query")).toBe("bo");
    expect((screen.getByRole("searchbox", { name: "Search by name" }) as HTMLInputElement).value).toBe("bo");
  });

  it("bans with PUT /users/{id}/ban and says so", async () => {
    const api = siteApi({ "PUT /api/v2/users/7/ban": (request) => ({ status: 200, body: request.body }) });
    await renderRoute("/dashboard/users", { bootstrap: usersManagerBootstrap(), apiClient: api.client });
    const ui = userEvent.setup();
    await ui.click(within(await screen.findByRole("listitem", { name: "bob" })).getByRole("button", { name: "Ban" }));
    expect((await within(row("bob")).findByRole("status")).textContent).toBe("bob has been banned.");
    expect(api.requests.find((r) => r.method === "PUT")).toMatchObject({ path: "/api/v2/users/7/ban", body: { banned: true } });
    // The list is read again for the server's word.
    await waitFor(() => expect(api.requests.filter((r) => r.url.pathname === "/api/v2/users").length).toBe(2));
  });

  it("edits roles with PATCH /users/{id} roleID, showing a refusal above the form", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 403,
      body: {
        message: "Permission Problem",
        status: 403,
        description: "You cannot give a role that grants more than you hold.",
        errors: { roleID: [{ message: "You cannot give a role that grants more than you hold.", code: "permission", field: "roleID" }] },
      },
    };
    const api = siteApi({ "PATCH /api/v2/users/7": () => answer });
    await renderRoute("/dashboard/users", { bootstrap: usersManagerBootstrap(), apiClient: api.client });
    const ui = userEvent.setup();
    await ui.click(within(await screen.findByRole("listitem", { name: "bob" })).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit User" });
    expect((within(dialog).getByRole("textbox", { name: /Email/ }) as HTMLInputElement).value).toBe("bob@example.com");
    await ui.click(within(dialog).getByRole("checkbox", { name: "Moderator" }));
    await ui.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findAllByText("You cannot give a role that grants more than you hold.")).not.toHaveLength(0);
    expect(api.requests.find((r) => r.method === "PATCH")?.body).toMatchObject({ roleID: [2, 3], name: "bob", email: "bob@example.com" });

    answer = { status: 200, body: user(7, "bob", { roleIDs: [2, 3] }) };
    await ui.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("adds a user with POST /users, the member roles ticked by default, field errors under their fields", async () => {
    const api = siteApi({
      "POST /api/v2/users": (request) =>
        (request.body as { password: string }).password.length < 8
          ? {
              status: 422,
              body: {
                message: "Validation failed.",
                status: 422,
                errors: { password: [{ message: "password must be at least 8 characters.", code: "minLength", field: "password" }] },
              },
            }
          : { status: 201, body: user(9, "dave") },
    });
    await renderRoute("/dashboard/users", { bootstrap: usersManagerBootstrap(), apiClient: api.client });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole("button", { name: "Add User" }));
    const dialog = await screen.findByRole("dialog", { name: "Add User" });
    expect((within(dialog).getByRole("checkbox", { name: "Member" }) as HTMLInputElement).checked).toBe(true);
    await ui.type(within(dialog).getByRole("textbox", { name: /Username/ }), "dave");
    await ui.type(within(dialog).getByRole("textbox", { name: /Email/ }), "dave@example.com");
    await ui.type(within(dialog).getByLabelText(/Password/), "short");
    await ui.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("password must be at least 8 characters.")).toBeTruthy();
    await ui.type(within(dialog).getByLabelText(/Password/), " but longer");
    await ui.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.requests.filter((r) => r.method === "POST").at(-1)?.body).toEqual({
      name: "dave",
      email: "dave@example.com",
      password: "short but longer",
      roleID: [2],
      emailConfirmed: true,
    });
  });

  it("deletes after a confirmation that says the posts stay", async () => {
    const api = siteApi({ "DELETE /api/v2/users/7": () => ({ status: 204 }) });
    await renderRoute("/dashboard/users", { bootstrap: usersManagerBootstrap(), apiClient: api.client });
    const ui = userEvent.setup();
    await ui.click(within(await screen.findByRole("listitem", { name: "bob" })).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete User" });
    expect(dialog.textContent).toContain("Their posts stay, shown as by a deleted user.");
    await ui.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "DELETE" && r.path === "/api/v2/users/7")).toBe(true));
  });

  it("shows a member the permission page and never asks the API", async () => {
    const api = siteApi();
    await renderRoute("/dashboard/users", { bootstrap: memberBootstrap(), apiClient: api.client });
    expect(await screen.findByRole("heading", { level: 1, name: "Permission Problem" })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});

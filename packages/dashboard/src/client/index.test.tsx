import { memberBootstrap, testApi } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import dashboard from "./index";
import { ADDONS, managerBootstrap } from "./testing/fixtures";
import { renderRoute } from "./testing/renderRoute";

describe("the dashboard's client descriptor", () => {
  it("serves its pages, each behind a lazy import, to whoever holds its permission", async () => {
    expect(dashboard.key).toBe("dashboard");
    expect(dashboard.routes?.map((r) => [r.path, r.permission])).toEqual([
      ["/dashboard/addons", "site.manage"],
      ["/dashboard/users", "users.edit"],
      ["/profile/edit", "session.valid"],
      ["/notification-preferences", undefined],
      ["/entry/emailconfirmrequest", undefined],
      ["/entry/emailconfirm/:userID/:token", undefined],
    ]);
    for (const route of dashboard.routes ?? []) expect(typeof (await route.load()).default).toBe("function");
  });

  it("puts Dashboard in a site manager's title bar, leading to the add-ons page", async () => {
    const api = testApi({ "GET /api/v2/addons": () => ({ status: 200, body: ADDONS }) });
    await renderRoute("/entry/nowhere", { bootstrap: managerBootstrap(), apiClient: api.client });
    const link = within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Dashboard" });
    expect(link.getAttribute("href")).toBe("/dashboard/addons");

    await userEvent.setup().click(link);
    expect(screen.getByTestId("location").textContent).toBe("/dashboard/addons");
    expect(await screen.findByRole("heading", { level: 1, name: "Add-ons" })).toBeTruthy();
  });

  it("leaves Dashboard out of everyone else's title bar", async () => {
    await renderRoute("/entry/nowhere", { bootstrap: memberBootstrap() });
    expect(screen.getByRole("navigation", { name: "Main" }).querySelector('a[href="/dashboard/addons"]')).toBeNull();
    expect(screen.queryByRole("link", { name: "Dashboard" })).toBeNull();
  });
});

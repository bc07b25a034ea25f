import { renderWithApp, testApi } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import IdeationSettingsPage from "./IdeationSettingsPage";

const STATUSES = [
  { statusID: 1, name: "Active", state: "open", sort: 1, isDefault: true },
  { statusID: 6, name: "Declined", state: "closed", sort: 6, isDefault: false },
];

function siteApi() {
  return testApi({
    "GET /api/v2/categories": () => ({
      status: 200,
      body: [
        { categoryID: 1, name: "General", displayAs: "discussions" },
        { categoryID: 2, name: "Off Topic", displayAs: "discussions" },
      ],
    }),
    "GET /api/v2/ideation/categories": () => ({ status: 200, body: [{ categoryID: 2, enabled: true, allowDownVotes: false }] }),
    "GET /api/v2/ideation/statuses": () => ({ status: 200, body: STATUSES }),
    "PATCH /api/v2/categories/1/ideation": () => ({ status: 200, body: { categoryID: 1, enabled: true, allowDownVotes: false } }),
    "POST /api/v2/ideation/statuses": () => ({ status: 201, body: { statusID: 7, name: "Shipped", state: "closed", sort: 3, isDefault: false } }),
    "DELETE /api/v2/ideation/statuses/6": () => ({ status: 204 }),
  });
}

const row = (name: string) => screen.getAllByRole("listitem").find((item) => within(item).queryByText(name, { exact: true })) as HTMLElement;

describe("/ideation/settings", () => {
  it("shows each category's idea switches and sends a change", async () => {
    const api = siteApi();
    renderWithApp(<IdeationSettingsPage />, { apiClient: api.client });
    await waitFor(() => expect(within(row("Off Topic")).getByRole("checkbox", { name: "Idea category" })).toHaveProperty("checked", true));
    expect(within(row("Off Topic")).getByRole("checkbox", { name: "Allow down-votes" })).toHaveProperty("checked", false);
    expect(within(row("General")).queryByRole("checkbox", { name: "Allow down-votes" })).toBeNull();
    await userEvent.setup().click(within(row("General")).getByRole("checkbox", { name: "Idea category" }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === "PATCH").map((r) => [r.path, r.body])).toEqual([["/api/v2/categories/1/ideation", { enabled: true }]]),
    );
  });

  it("lists the statuses, adds one and deletes one; the default cannot be deleted", async () => {
    const api = siteApi();
    renderWithApp(<IdeationSettingsPage />, { apiClient: api.client });
    await waitFor(() => expect(row("Declined")).toBeTruthy());
    expect(within(row("Active")).getByText("Default")).toBeTruthy();
    expect(within(row("Active")).queryByRole("button", { name: "Delete Active" })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(row("Declined")).getByRole("button", { name: "Delete Declined" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "DELETE" && r.path === "/api/v2/ideation/statuses/6")).toBe(true));
    await user.type(screen.getByLabelText("New status"), "Shipped");
    await user.selectOptions(screen.getByRole("combobox", { name: "New status state" }), "closed");
    await user.click(screen.getByRole("button", { name: "Add Status" }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([{ name: "Shipped", state: "closed", sort: 3 }]));
  });
});

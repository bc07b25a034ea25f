import type { Addon } from "@quorum/api";
import { memberBootstrap, testApi } from "@quorum/core/testing";
import type { TestApiRequest } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ADDONS, managerBootstrap } from "../testing/fixtures";
import { renderRoute } from "../testing/renderRoute";

/** The test API of a site with `ADDONS` installed; PATCH answers with `patch` (the switched add-on by default). */
function siteApi(patch?: (request: TestApiRequest) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>) {
  return testApi({
    "GET /api/v2/addons": () => ({ status: 200, body: ADDONS }),
    "PATCH /api/v2/addons/qna": patch ?? ((request) => ({ status: 200, body: { ...ADDONS[1], ...(request.body as Partial<Addon>) } })),
  });
}

const item = (name: string) => screen.getByRole("listitem", { name });

describe("/dashboard/addons", () => {
  it("lists the installed add-ons with version, description and whether each is on", async () => {
    const api = siteApi();
    await renderRoute("/dashboard/addons", { bootstrap: managerBootstrap(), apiClient: api.client });

    expect(await screen.findByRole("heading", { level: 1, name: "Add-ons" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => within(li).getByRole("heading", { level: 2 }).textContent)).toEqual(["Forum", "Q&A", "Polls", "Future"]);
    expect(api.requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual(["GET /api/v2/addons?type=addon"]);
    expect(screen.getByText(/applies from the next page load/)).toBeTruthy();

    const qna = item("Q&A");
    expect(within(qna).getByText("Version 0.3.0")).toBeTruthy();
    expect(within(qna).getByText("Questions with accepted answers.")).toBeTruthy();
    expect(within(qna).getByText("Enabled")).toBeTruthy();
    expect(within(qna).getByRole("button", { name: "Disable" })).toBeTruthy();

    const polls = item("Polls");
    expect(within(polls).getByText("Disabled")).toBeTruthy();
    expect(within(polls).getByRole("button", { name: "Enable" })).toBeTruthy();

    // The forum cannot be switched off: no button, and it says why.
    const forum = item("Forum");
    expect(within(forum).getByText("Always on")).toBeTruthy();
    expect(within(forum).queryByRole("button")).toBeNull();

    // Made for another core: the server's reason, and nothing to press.
    const future = item("Future");
    expect(within(future).getByText("Future 9.0.0 needs Quorum core ^9.0.0; this site runs 0.1.0.")).toBeTruthy();
    expect(within(future).getByText("Disabled")).toBeTruthy();
    expect(within(future).queryByRole("button")).toBeNull();
  });

  it("switches an add-on off with PATCH /addons/{key}, busy while the request is in flight", async () => {
    let answer: (value: { status: number; body: Addon }) => void = () => {};
    const api = siteApi(
      (request) => new Promise((resolve) => (answer = () => resolve({ status: 200, body: { ...ADDONS[1]!, ...(request.body as Partial<Addon>) } }))),
    );
    await renderRoute("/dashboard/addons", { bootstrap: managerBootstrap(), apiClient: api.client });
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole("listitem", { name: "Q&A" })).getByRole("button", { name: "Disable" }));
    const button = within(item("Q&A")).getByRole("button", { name: "Disable" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(api.requests.at(-1)).toMatchObject({ method: "PATCH", path: "/api/v2/addons/qna", body: { enabled: false } });

    answer({ status: 200, body: ADDONS[1]! });
    const qna = item("Q&A");
    await waitFor(() => expect(within(qna).getByText("Disabled")).toBeTruthy());
    expect(within(qna).getByRole("status").textContent).toBe("Q&A is disabled. Pages loaded from now on leave it out.");
    const enable = within(qna).getByRole("button", { name: "Enable" });
    expect(enable.hasAttribute("disabled")).toBe(false);

    // And back on.
    await user.click(enable);
    expect(api.requests.at(-1)).toMatchObject({ method: "PATCH", path: "/api/v2/addons/qna", body: { enabled: true } });
    answer({ status: 200, body: ADDONS[1]! });
    await waitFor(() => expect(within(item("Q&A")).getByText("Enabled")).toBeTruthy());
    expect(within(item("Q&A")).getByRole("status").textContent).toBe("Q&A is enabled. Pages loaded from now on include it.");
    // The list was not fetched again: the server's answer to the PATCH is what the row shows.
    expect(api.requests.filter((r) => r.method === "GET")).toHaveLength(1);
  });

  it("shows the server's message when a switch is refused, and keeps the add-on as it was", async () => {
    const message = "Q&A 0.3.0 needs Quorum core ^2.0.0; this site runs 0.1.0.";
    const api = siteApi(() => ({ status: 409, body: { message, status: 409 } }));
    await renderRoute("/dashboard/addons", { bootstrap: managerBootstrap(), apiClient: api.client });
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole("listitem", { name: "Q&A" })).getByRole("button", { name: "Disable" }));
    const qna = item("Q&A");
    expect((await within(qna).findByRole("alert")).textContent).toContain(message);
    expect(within(qna).getByText("Enabled")).toBeTruthy();
    expect(within(qna).queryByRole("status")).toBeNull();
    expect(within(qna).getByRole("button", { name: "Disable" }).hasAttribute("disabled")).toBe(false);
  });

  it("shows anyone else the permission page and never asks the API for the list", async () => {
    const api = siteApi();
    await renderRoute("/dashboard/addons", { bootstrap: memberBootstrap(), apiClient: api.client });

    expect(await screen.findByRole("heading", { level: 1, name: "Permission Problem" })).toBeTruthy();
    expect(screen.getByText("You don't have permission to view this resource.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Add-ons" })).toBeNull();
    expect(api.requests).toEqual([]);
  });
});

import { guestBootstrap, memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import analytics from "../index";

const ANONYMOUSLY = "Count my page views anonymously";
const AS_MINE = "Count my page views as mine";
const DEFAULT = "Use the site's default";

afterEach(() => {
  // The guest's cookie of the test bootstrap (`garden.cookie.name` "q"), gone between tests.
  document.cookie = "q-AnonymizeData=; path=/; max-age=0";
});

describe("PrivacyPage", () => {
  it("shows a member their AnonymizeData and saves their choice through the API", async () => {
    let stored = -1;
    const api = testApi({
      "GET /api/v2/analytics/privacy": () => ({ status: 200, body: { AnonymizeData: stored } }),
      "POST /api/v2/analytics/privacy": ({ body }) => {
        stored = (body as { AnonymizeData: number }).AnonymizeData;
        return { status: 200, body: { AnonymizeData: stored } };
      },
    });
    await renderRoute("/analytics/privacy", { addons: [analytics], apiClient: api.client, bootstrap: memberBootstrap() });
    expect(await screen.findByRole("heading", { level: 1, name: "Analytics privacy" })).toBeTruthy();
    expect((await screen.findByRole<HTMLInputElement>("radio", { name: DEFAULT })).checked).toBe(true);

    await userEvent.click(screen.getByRole("radio", { name: ANONYMOUSLY }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your choice is saved.")).toBeTruthy();
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({ AnonymizeData: 1 });
    expect(stored).toBe(1);
    // A member's choice is the API's alone: no cookie is written for them.
    expect(document.cookie).not.toContain("AnonymizeData");
  });

  it("shows the API's refusal when the choice cannot be saved", async () => {
    const api = testApi({
      "GET /api/v2/analytics/privacy": () => ({ status: 200, body: { AnonymizeData: 0 } }),
      "POST /api/v2/analytics/privacy": () => ({ status: 500, body: { message: "The database is away.", status: 500 } }),
    });
    await renderRoute("/analytics/privacy", { addons: [analytics], apiClient: api.client, bootstrap: memberBootstrap() });
    expect((await screen.findByRole<HTMLInputElement>("radio", { name: AS_MINE })).checked).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: ANONYMOUSLY }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The database is away.")).toBeTruthy();
    expect(screen.queryByText("Your choice is saved.")).toBeNull();
  });

  it("keeps a guest's choice in the cookie named by garden.cookie.name, never asking the API", async () => {
    const api = testApi({});
    await renderRoute("/analytics/privacy", { addons: [analytics], apiClient: api.client, bootstrap: guestBootstrap() });
    expect((await screen.findByRole<HTMLInputElement>("radio", { name: DEFAULT })).checked).toBe(true);

    await userEvent.click(screen.getByRole("radio", { name: ANONYMOUSLY }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your choice is saved.")).toBeTruthy();
    expect(document.cookie).toContain("q-AnonymizeData=1");

    await userEvent.click(screen.getByRole("radio", { name: DEFAULT }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.cookie).not.toContain("q-AnonymizeData"));
    expect(api.requests.filter((r) => r.path.includes("/analytics/privacy"))).toEqual([]);
  });

  it("reads a guest's earlier choice from the cookie", async () => {
    document.cookie = "q-AnonymizeData=0; path=/";
    await renderRoute("/analytics/privacy", { addons: [analytics], apiClient: testApi({}).client, bootstrap: guestBootstrap() });
    expect((await screen.findByRole<HTMLInputElement>("radio", { name: AS_MINE })).checked).toBe(true);
  });
});

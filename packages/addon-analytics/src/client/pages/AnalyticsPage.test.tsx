import { MODERATOR, guestBootstrap, memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AnalyticsSummary } from "../../shared/AnalyticsSummary";
import analytics from "../index";
import { lastDays } from "./dayRange";

const manager = guestBootstrap({
  user: { ...MODERATOR, name: "Admin" },
  permissions: { isAdmin: true, permissions: [{ type: "global", permissions: { "discussions.view": true, "site.manage": true } }] },
});

function summary(from: string, to: string): AnalyticsSummary {
  const days = [from, to];
  return {
    from,
    to,
    views: days.map((day, i) => ({ day, count: 10 + i })),
    discussions: days.map((day) => ({ day, count: 1 })),
    comments: days.map((day) => ({ day, count: 3 })),
    activeMembers: days.map((day) => ({ day, count: 2 })),
    // The same members both days: the caption says 2, not the days' sum 4.
    activeMembersTotal: 2,
    topDiscussions: [{ recordID: 7, name: "Welcome aboard", url: "/discussion/7", views: 12 }],
    topCategories: [{ recordID: 1, name: "General", url: "/categories/general", views: 1 }],
  };
}

describe("AnalyticsPage", () => {
  it("shows a site manager the last 30 days, then the range they pick", async () => {
    const api = testApi({
      "GET /api/v2/analytics/summary": ({ url }) => ({ status: 200, body: summary(url.searchParams.get("from") ?? "", url.searchParams.get("to") ?? "") }),
    });
    await renderRoute("/dashboard/analytics", { addons: [analytics], apiClient: api.client, bootstrap: manager });
    expect(await screen.findByRole("heading", { level: 1, name: "Analytics" })).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Welcome aboard" })).getAttribute("href")).toBe("/discussion/7");
    expect(screen.getByText(/12 views/)).toBeTruthy();
    expect(screen.getByText(/1 view$/)).toBeTruthy();
    expect(screen.getByTestId("total-Views").textContent).toBe("Views: 21");
    expect(screen.getByTestId("total-Comments").textContent).toBe("Comments: 6");
    expect(screen.getByTestId("total-Members").textContent).toBe("Members: 2");
    const thirty = lastDays(30);
    expect(api.requests[0]?.url.searchParams.get("from")).toBe(thirty.from);
    expect(screen.getByRole("button", { name: "Last 30 days" }).getAttribute("aria-pressed")).toBe("true");

    await userEvent.click(screen.getByRole("button", { name: "Last year" }));
    await waitFor(() => expect(api.requests.some((r) => r.url.searchParams.get("from") === lastDays(365).from)).toBe(true));

    const from = screen.getByLabelText("From");
    await userEvent.clear(from);
    await userEvent.type(from, "2026-01-01");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(api.requests.some((r) => r.url.searchParams.get("from") === "2026-01-01")).toBe(true));
  });

  it("shows the API's refusal of a bad range", async () => {
    const api = testApi({
      "GET /api/v2/analytics/summary": () => ({
        status: 422,
        body: { message: "Validation failed.", status: 422, errors: { to: [{ message: "The range ends before it starts.", code: "invalid", field: "to" }] } },
      }),
    });
    await renderRoute("/dashboard/analytics", { addons: [analytics], apiClient: api.client, bootstrap: manager });
    expect(await screen.findByText(/The range ends before it starts\.|Validation failed\./)).toBeTruthy();
  });

  it("is the permission page to a member, who never asks for the figures", async () => {
    const api = testApi({});
    await renderRoute("/dashboard/analytics", { addons: [analytics], apiClient: api.client, bootstrap: memberBootstrap() });
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Analytics" })).toBeNull();
    expect(api.requests.some((r) => r.url.pathname.endsWith("/analytics/summary"))).toBe(false);
  });
});

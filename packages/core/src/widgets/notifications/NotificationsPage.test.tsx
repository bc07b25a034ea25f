import { screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../testing/renderWithApp";
import { guestBootstrap, memberBootstrap } from "../../testing/testBootstrap";
import { testApi } from "../../testing/testApi";
import NotificationsPage from "./NotificationsPage";

const entry = (id: number, read: boolean) => ({
  notificationID: id,
  body: `<b>bob</b> mentioned you in <b>Thread ${id}</b>`,
  photoUrl: null,
  url: `/discussion/comment/${id}#Comment_${id}`,
  dateInserted: "2026-11-25T10:00:00.000Z",
  dateUpdated: "2026-11-25T10:00:00.000Z",
  read,
  count: 1,
  activityType: "Mention",
  reason: "mention",
  recordType: "comment",
  recordID: id,
  discussionID: 1,
});

describe("/notifications", () => {
  it("lists the member's notifications of the page asked for, with a link to the previous page", async () => {
    const api = testApi({ "GET /api/v2/notifications": () => ({ status: 200, body: [entry(2, false), entry(1, true)] }) });
    renderWithApp(
      <Suspense fallback={null}>
        <NotificationsPage />
      </Suspense>,
      { bootstrap: memberBootstrap(), apiClient: api.client, url: "/notifications?page=2" },
    );
    const list = await screen.findByRole("list", { name: "Notifications" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["bob mentioned you in Thread 2", "/discussion/comment/2#Comment_2"],
      ["bob mentioned you in Thread 1", "/discussion/comment/1#Comment_1"],
    ]);
    expect(api.requests[0]?.url.search).toBe("?page=2&limit=30");
    expect(screen.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/notifications");
  });

  it("asks a guest to sign in and asks the API nothing", () => {
    const api = testApi();
    renderWithApp(<NotificationsPage />, { bootstrap: guestBootstrap(), apiClient: api.client, url: "/notifications" });
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/entry/signin?Target=%2Fnotifications");
    expect(api.requests).toEqual([]);
  });
});

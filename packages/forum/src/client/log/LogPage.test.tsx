import type { AuditLogEntry, PermissionsPayload } from "@quorum/api";
import { PAGING_HEADERS } from "@quorum/api";
import { createApiClient } from "@quorum/core";
import { MODERATOR, guestBootstrap, memberBootstrap, testApi } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ALICE } from "../testing/fixtures";
import { renderRoute } from "../testing/renderWidget";

const COMMUNITY_MODERATOR: PermissionsPayload = {
  isAdmin: false,
  permissions: [{ type: "global", permissions: { "discussions.view": true, "community.moderate": true } }],
};
const moderator = () => guestBootstrap({ user: MODERATOR, permissions: COMMUNITY_MODERATOR });

const entry = (overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  auditLogID: "1",
  action: "discussion.close",
  recordType: "discussion",
  recordID: 12,
  categoryID: 3,
  insertUserID: MODERATOR.userID,
  insertUser: { userID: MODERATOR.userID, name: MODERATOR.name, photoUrl: "", dateLastActive: null },
  dateInserted: "2026-11-20T10:00:00.000Z",
  data: { name: "Share your setup" },
  recordName: "Share your setup",
  recordUrl: "/discussion/12/share-your-setup",
  ...overrides,
});

/** The text of each line of the log's list. */
const shownLines = async () => {
  const list = await screen.findByRole("list", { name: "Moderation log" });
  return within(list)
    .getAllByRole("listitem")
    .map((li) => within(li).getByRole("paragraph").textContent);
};

const LINES: AuditLogEntry[] = [
  entry({ auditLogID: "3", action: "discussion.delete", recordID: 14, data: { name: "Coffee or tea?" }, recordName: null, recordUrl: null }),
  entry({
    auditLogID: "2",
    action: "discussion.changeAuthor",
    insertUserID: ALICE.userID,
    insertUser: ALICE,
    data: { name: "Share your setup", from: 1, to: 2 },
  }),
  entry({ auditLogID: "1" }),
];

describe("/log/filter", () => {
  it("shows a record's moderation history: who, the action in words, the record linked, when", async () => {
    const api = testApi({ "GET /api/v2/audit-logs": () => ({ status: 200, body: LINES }) });
    await renderRoute("/log/filter?recordType=discussion&recordID=12", { bootstrap: moderator(), apiClient: api.client });

    expect(await screen.findByRole("heading", { level: 1, name: "Moderation log" })).toBeTruthy();
    // Set by an effect after the page commits: on a busy machine that can come after the heading shows.
    await waitFor(() => expect(document.title).toBe("Moderation log"));
    expect(await shownLines()).toEqual(["Grace deleted Coffee or tea?", "Alice changed the author of Share your setup", "Grace closed Share your setup"]);

    const [deleted, changed] = within(screen.getByRole("list", { name: "Moderation log" })).getAllByRole("listitem");
    // Gone: its former name, not a link.
    expect(within(deleted!).queryByRole("link", { name: "Coffee or tea?" })).toBeNull();
    expect(within(changed!).getByRole("link", { name: "Share your setup" }).getAttribute("href")).toBe("/discussion/12/share-your-setup");
    expect(within(changed!).getByRole("link", { name: "Alice" }).getAttribute("href")).toBe("/profile/Alice");
    expect(
      within(changed!)
        .getByText((_, node) => node?.tagName === "TIME")
        .getAttribute("datetime"),
    ).toBe("2026-11-20T10:00:00.000Z");

    expect(api.requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual([
      "GET /api/v2/audit-logs?recordType=discussion&recordID=12&page=1",
    ]);
  });

  it("passes on only valid filters, and says when nothing was logged", async () => {
    const api = testApi({ "GET /api/v2/audit-logs": () => ({ status: 200, body: [] }) });
    await renderRoute("/log/filter?insertUserID=11&recordType=planet&categoryID=x", { bootstrap: moderator(), apiClient: api.client });

    expect(await screen.findByText("Nothing has been logged here yet.")).toBeTruthy();
    expect(api.requests.map((r) => r.url.search)).toEqual(["?insertUserID=11&page=1"]);
  });

  it("lists a discussion's deleted comments: the spec §2 link's filter reaches the API, each line names the discussion", async () => {
    const deleted = entry({ action: "comment.delete", recordType: "comment", recordID: 40, recordName: null, recordUrl: null });
    const api = testApi({ "GET /api/v2/audit-logs": () => ({ status: 200, body: [deleted] }) });
    await renderRoute("/log/filter?parentRecordID=12&recordType=comment&operation=delete", { bootstrap: moderator(), apiClient: api.client });

    expect(await shownLines()).toEqual(["Grace deleted a comment in Share your setup"]);
    expect(api.requests.map((r) => r.url.search)).toEqual(["?recordType=comment&parentRecordID=12&operation=delete&page=1"]);
  });

  it("leaves out an operation that is not a word", async () => {
    const api = testApi({ "GET /api/v2/audit-logs": () => ({ status: 200, body: [] }) });
    await renderRoute("/log/filter?parentRecordID=12&operation=de-lete", { bootstrap: moderator(), apiClient: api.client });
    expect(await screen.findByText("Nothing has been logged here yet.")).toBeTruthy();
    expect(api.requests.map((r) => r.url.search)).toEqual(["?parentRecordID=12&page=1"]);
  });

  it("pages with core's Pager, keeping the filter in each page's address", async () => {
    const requests: string[] = [];
    // A real API client over real Responses, with the paging headers the server sends.
    const client = createApiClient({
      fetch: async (input) => {
        const url = new URL(input, "http://localhost");
        requests.push(url.search);
        const page = Number(url.searchParams.get("page"));
        const body = page === 1 ? LINES : [entry({ auditLogID: "9", action: "discussion.bump" })];
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { "content-type": "application/json", [PAGING_HEADERS.current]: String(page), [PAGING_HEADERS.limit]: "3", [PAGING_HEADERS.total]: "4" },
        });
      },
    });
    await renderRoute("/log/filter?insertUserID=6", { bootstrap: moderator(), apiClient: client });

    const pager = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByText("1 - 3 of 4")).toBeTruthy();
    const next = within(pager).getByRole("link", { name: "Next" });
    expect(next.getAttribute("href")).toBe("/log/filter?insertUserID=6&page=2");

    await userEvent.setup().click(next);
    await waitFor(async () => expect(await shownLines()).toEqual(["Grace bumped Share your setup"]));
    expect(screen.getByTestId("location").textContent).toBe("/log/filter?insertUserID=6&page=2");
    expect(requests).toEqual(["?insertUserID=6&page=1", "?insertUserID=6&page=2"]);
  });

  it("shows an unknown action by its code", async () => {
    const api = testApi({ "GET /api/v2/audit-logs": () => ({ status: 200, body: [entry({ action: "poll.reset" })] }) });
    await renderRoute("/log/filter", { bootstrap: moderator(), apiClient: api.client });
    expect(await shownLines()).toEqual(["Grace poll.reset Share your setup"]);
  });

  it("shows others the permission page and never asks the API", async () => {
    const api = testApi({ "GET /api/v2/audit-logs": () => ({ status: 200, body: LINES }) });
    await renderRoute("/log/filter?recordType=discussion&recordID=12", { bootstrap: memberBootstrap(), apiClient: api.client });

    expect(await screen.findByRole("heading", { level: 1, name: "Permission Problem" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Moderation log" })).toBeNull();
    expect(api.requests).toEqual([]);
  });
});

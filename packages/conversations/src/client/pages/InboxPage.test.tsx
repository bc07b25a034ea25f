import { renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import conversations from "../index";
import { aConversation, messagingBootstrap } from "../testing/fixtures";

describe("the inbox", () => {
  it("lists the conversations as the API orders them, unread marked, with the last message's excerpt, and pages", async () => {
    const api = testApi({
      "GET /api/v2/conversations": () => ({
        status: 200,
        body: [aConversation({ conversationID: 14, url: "/messages/14", name: "Ada", unread: true, countUnread: 2 }), aConversation()],
      }),
    });
    await renderRoute("/messages", { addons: [conversations], bootstrap: messagingBootstrap(), apiClient: api.client });
    const list = await screen.findByRole("list", { name: "Conversations" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    const [first, second] = within(list).getAllByRole("listitem");
    expect(
      within(first as HTMLElement)
        .getByRole("link", { name: "Ada" })
        .getAttribute("href"),
    ).toBe("/messages/14");
    expect(first?.textContent).toContain("2 new");
    expect(second?.textContent).not.toContain("new");
    expect(second?.textContent).toContain("Fine, thanks");
    expect(api.requests.find((r) => r.path === "/api/v2/conversations")?.url.searchParams.get("page")).toBe("1");
  });

  it("says so when there is nothing yet", async () => {
    const api = testApi({ "GET /api/v2/conversations": () => ({ status: 200, body: [] }) });
    await renderRoute("/messages/inbox", { addons: [conversations], bootstrap: messagingBootstrap(), apiClient: api.client });
    expect(await screen.findByText("You do not have any messages yet.")).toBeTruthy();
  });
});

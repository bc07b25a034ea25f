import { renderRoute, testApi } from "@quorum/core/testing";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import conversations from "../index";
import { MESSAGE_DRAFTS_KEY } from "../parts/useMessageDraft";
import { aConversation, MESSAGES, messagingBootstrap } from "../testing/fixtures";

beforeEach(() => window.localStorage.clear());

function site(conversation = aConversation()) {
  return testApi({
    "GET /api/v2/conversations/12": () => ({ status: 200, body: conversation }),
    "GET /api/v2/messages": () => ({ status: 200, body: MESSAGES }),
    "PUT /api/v2/conversations/12/read": () => ({ status: 204 }),
    "POST /api/v2/messages": () => ({ status: 201, body: { ...MESSAGES[1], messageID: 32 } }),
  });
}

describe("the conversation page", () => {
  it("shows the messages in order and marks an unread conversation read", async () => {
    const api = site(aConversation({ unread: true, countUnread: 1 }));
    await renderRoute("/messages/12", { addons: [conversations], bootstrap: messagingBootstrap(), apiClient: api.client });
    const list = await screen.findByRole("list", { name: "Messages" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("How are you?"), expect.stringContaining("Fine, thanks")]);
    await waitFor(() => expect(api.requests.some((r) => r.method === "PUT" && r.path === "/api/v2/conversations/12/read")).toBe(true));
  });

  it("keeps the reply's draft through a reload and sends it as rich2", async () => {
    const user = userEvent.setup();
    const api = site();
    await renderRoute("/messages/12", { addons: [conversations], bootstrap: messagingBootstrap(), apiClient: api.client });
    const box = await screen.findByRole("textbox", { name: "Message" });
    await user.type(box, "See you soon");
    expect(window.localStorage.getItem(MESSAGE_DRAFTS_KEY)).toContain("See you soon");
    // A reload: a new page from nothing but the browser's storage.
    cleanup();
    await renderRoute("/messages/12", { addons: [conversations], bootstrap: messagingBootstrap(), apiClient: api.client });
    await waitFor(async () => expect(((await screen.findByRole("textbox", { name: "Message" })) as HTMLTextAreaElement).value).toBe("See you soon"));
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(api.requests.find((r) => r.method === "POST")?.body).toMatchObject({ conversationID: 12, format: "rich2" }));
    expect(JSON.stringify(api.requests.find((r) => r.method === "POST")?.body)).toContain("See you soon");
    await waitFor(() => expect(window.localStorage.getItem(MESSAGE_DRAFTS_KEY)).toBeNull());
  });

  it("is the not-found page for a conversation the API answers 404", async () => {
    await renderRoute("/messages/99", { addons: [conversations], bootstrap: messagingBootstrap(), apiClient: testApi().client });
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Messages" })).toBeNull();
  });
});

import { renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import conversations from "../index";
import { GRACE, messagingBootstrap } from "../testing/fixtures";

describe("the blocked members page", () => {
  it("lists the members the viewer blocked, each with Unblock, which lifts the block and takes them off the list", async () => {
    const user = userEvent.setup();
    let blocked = [{ userID: GRACE.userID, user: GRACE, dateInserted: "2026-11-26T10:00:00.000Z" }];
    const api = testApi({
      "GET /api/v2/conversations/blocks": () => ({ status: 200, body: blocked }),
      [`DELETE /api/v2/conversations/blocks/${GRACE.userID}`]: () => ((blocked = []), { status: 204 }),
    });
    await renderRoute("/messages/blocked", { addons: [conversations], bootstrap: messagingBootstrap(), apiClient: api.client });
    const list = await screen.findByRole("list", { name: "Blocked Members" });
    expect((await within(list).findByRole("link", { name: "Grace" })).getAttribute("href")).toBe("/profile/Grace");
    await user.click(within(list).getByRole("button", { name: "Unblock Grace" }));
    expect(await screen.findByText("You have not blocked anyone.")).toBeTruthy();
    await waitFor(() => expect(within(list).queryAllByRole("listitem")).toHaveLength(0));
    expect(api.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([`/api/v2/conversations/blocks/${GRACE.userID}`]);
  });

  it("is linked from the inbox", async () => {
    const api = testApi({ "GET /api/v2/conversations": () => ({ status: 200, body: [] }) });
    await renderRoute("/messages", { addons: [conversations], bootstrap: messagingBootstrap(), apiClient: api.client });
    expect((await screen.findByRole("link", { name: "Blocked Members" })).getAttribute("href")).toBe("/messages/blocked");
  });
});

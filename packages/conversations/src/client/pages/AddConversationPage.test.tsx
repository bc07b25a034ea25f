import { renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import conversations from "../index";
import { aConversation, GRACE, messagingBootstrap } from "../testing/fixtures";

beforeEach(() => window.localStorage.clear());

function site() {
  return testApi({
    "GET /api/v2/users/by-names/": (request) => ({ status: 200, body: request.url.searchParams.get("name")?.toLowerCase().startsWith("g") ? [GRACE] : [] }),
    "POST /api/v2/conversations": () => ({ status: 201, body: aConversation() }),
  });
}

describe("the new message page", () => {
  it("/messages/add/{name} fills the recipient; sending posts their id and goes to the conversation", async () => {
    const user = userEvent.setup();
    const api = site();
    await renderRoute("/messages/add/Grace", { addons: [conversations], bootstrap: messagingBootstrap(), apiClient: api.client });
    expect(((await screen.findByRole("combobox", { name: /Recipients/ })) as HTMLInputElement).value).toBe("Grace");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello Grace");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/messages/12"));
    expect(api.requests.find((r) => r.method === "POST")?.body).toMatchObject({ participantUserIDs: [GRACE.userID], format: "rich2" });
  });

  it("/messages/add?content= fills the body with the shared link", async () => {
    await renderRoute(`/messages/add?content=${encodeURIComponent("https://forum.example/discussion/7")}`, {
      addons: [conversations],
      bootstrap: messagingBootstrap(),
      apiClient: site().client,
    });
    await waitFor(async () =>
      expect(((await screen.findByRole("textbox", { name: "Message" })) as HTMLTextAreaElement).value).toBe("https://forum.example/discussion/7"),
    );
  });

  it("names an unknown recipient and sends nothing", async () => {
    const user = userEvent.setup();
    const api = site();
    // The body comes from the address: typed, it raced the rich editor's swap (its chunk, loaded by
    // an earlier test, replaces the text box right after mount; jsdom cannot type into the editor).
    await renderRoute("/messages/add?content=Hi", { addons: [conversations], bootstrap: messagingBootstrap(), apiClient: api.client });
    await user.type(await screen.findByRole("combobox", { name: /Recipients/ }), "Nobody");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("No member is called Nobody.")).toBeTruthy();
    expect(api.requests.some((r) => r.method === "POST")).toBe(false);
  });

  it("tells the sender a recipient who blocked them does not accept their messages, and stays on the page", async () => {
    const user = userEvent.setup();
    const api = testApi({
      "GET /api/v2/users/by-names/": () => ({ status: 200, body: [GRACE] }),
      "POST /api/v2/conversations": () => ({
        status: 422,
        body: {
          message: "Validation failed.",
          status: 422,
          errors: { participantUserIDs: [{ field: "participantUserIDs", code: "blocked", message: "Grace does not accept messages from you." }] },
        },
      }),
    });
    await renderRoute("/messages/add/Grace?content=Hi", { addons: [conversations], bootstrap: messagingBootstrap(), apiClient: api.client });
    expect(((await screen.findByRole("combobox", { name: /Recipients/ })) as HTMLInputElement).value).toBe("Grace");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Grace does not accept messages from you.")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/messages/add/Grace?content=Hi");
  });
});

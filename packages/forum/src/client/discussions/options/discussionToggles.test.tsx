import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp, testApi } from "@quorum/core/testing";
import type { TestApiRoute } from "@quorum/core/testing";
import type { Discussion } from "@quorum/api";
import { describe, expect, it } from "vitest";
import forum from "../../index";
import { aDiscussion } from "../../testing/fixtures";
import { renderWidget } from "../../testing/renderWidget";
import { DiscussionOptionsMenu } from "./DiscussionOptionsMenu";
import { asAdmin } from "./testPersonas";

const user = () => userEvent.setup();

/** Opens the options menu and uses one of its items. */
async function use(item: string | RegExp): Promise<void> {
  await user().click(await screen.findByRole("button", { name: "Discussion Options" }));
  await user().click(screen.getByRole("menuitem", { name: item }));
}

/** The items the menu now offers. */
async function items(): Promise<string[]> {
  await user().click(await screen.findByRole("button", { name: "Discussion Options" }));
  const texts = screen.getAllByRole("menuitem").map((item) => item.textContent ?? "");
  await user().keyboard("{Escape}");
  return texts;
}

function renderMenu(discussion: Discussion, routes: Record<string, TestApiRoute>) {
  const api = testApi(routes);
  renderWithApp(<DiscussionOptionsMenu discussion={discussion} />, { addons: [forum], bootstrap: asAdmin(), apiClient: api.client });
  return api;
}

/** A PATCH /discussions/7 that answers the discussion with the patch applied. */
const patchAnswer: TestApiRoute = (request) => ({ status: 200, body: aDiscussion(request.body as Partial<Discussion>) });

describe("options menu toggles", () => {
  it("closes and reopens with PATCH closed, and the page's labels follow the live record", async () => {
    const api = testApi({ "PATCH /api/v2/discussions/7": patchAnswer });
    await renderWidget("OriginalPostAsset", { discussion: aDiscussion() }, { bootstrap: asAdmin(), apiClient: api.client });
    const article = await screen.findByRole("article");
    expect(within(article).queryByText("Closed")).toBeNull();

    await use("Close");
    expect(await within(article).findByText("Closed")).toBeTruthy();
    expect(api.requests.find((r) => r.method === "PATCH")).toMatchObject({ path: "/api/v2/discussions/7", body: { closed: true } });
    expect(await items()).toContain("Open");

    await use("Open");
    await waitFor(() => expect(within(article).queryByText("Closed")).toBeNull());
    expect(api.requests.filter((r) => r.method === "PATCH").at(-1)?.body).toEqual({ closed: false });
  });

  it("sinks and resolves with PATCH sink / resolved, showing 'Sunk' and 'Resolved' to those who may change them", async () => {
    const api = testApi({ "PATCH /api/v2/discussions/7": patchAnswer });
    await renderWidget("OriginalPostAsset", { discussion: aDiscussion() }, { bootstrap: asAdmin(), apiClient: api.client });
    const article = await screen.findByRole("article");
    await use("Sink");
    expect(await within(article).findByText("Sunk")).toBeTruthy();
    await use("Resolve");
    expect(await within(article).findByText("Resolved")).toBeTruthy();
    expect(api.requests.filter((r) => r.method === "PATCH").map((r) => r.body)).toEqual([{ sink: true }, { resolved: true }]);
    expect(await items()).toEqual(expect.arrayContaining(["Unsink", "Unresolve"]));
  });

  it("mutes and unmutes with PUT mute, saying so in a toast", async () => {
    const api = renderMenu(aDiscussion(), {
      "PUT /api/v2/discussions/7/mute": (request) => ({ status: 200, body: { muted: (request.body as { muted: boolean }).muted } }),
    });
    await use("Mute");
    const muted = await screen.findByText("Discussion has been muted.");
    expect(muted.closest("[role='status']")).toBeTruthy();
    expect(api.requests.at(-1)).toMatchObject({ method: "PUT", path: "/api/v2/discussions/7/mute", body: { muted: true } });

    await use("Unmute");
    expect(await screen.findByText("Discussion has been unmuted.")).toBeTruthy();
    expect(api.requests.at(-1)?.body).toEqual({ muted: false });
    expect(await items()).toContain("Mute");
  });

  it("dismisses an announcement and cancels the dismissal with PUT dismiss", async () => {
    const api = renderMenu(aDiscussion({ pinned: true }), {
      "PUT /api/v2/discussions/7/dismiss": (request) => ({ status: 200, body: { dismissed: (request.body as { dismissed: boolean }).dismissed } }),
    });
    await use("Dismiss");
    expect(await screen.findByText("Success. Announcement has been dismissed.")).toBeTruthy();
    expect(api.requests.at(-1)).toMatchObject({ method: "PUT", path: "/api/v2/discussions/7/dismiss", body: { dismissed: true } });
    await use("Undismiss");
    expect(await screen.findByText("Success. Dismissal cancelled.")).toBeTruthy();
    expect(api.requests.at(-1)?.body).toEqual({ dismissed: false });
  });

  it("bumps with PATCH bump", async () => {
    const api = renderMenu(aDiscussion(), {
      "PATCH /api/v2/discussions/7/bump": () => ({ status: 200, body: aDiscussion({ dateLastComment: "2026-11-20T00:00:00.000Z" }) }),
    });
    await use("Bump");
    expect(await screen.findByText("Success! This post has been bumped.")).toBeTruthy();
    expect(api.requests.at(-1)).toMatchObject({ method: "PATCH", path: "/api/v2/discussions/7/bump" });
  });

  it("shows a failure in a persistent, dismissible toast with the error's description, and changes nothing", async () => {
    renderMenu(aDiscussion(), {
      "PUT /api/v2/discussions/7/mute": () => ({ status: 500, body: { message: "Server Error", status: 500, description: "The database is unavailable." } }),
      "PATCH /api/v2/discussions/7": () => ({ status: 403, body: { message: "You don't have permission to do that.", status: 403 } }),
    });
    await use("Mute");
    const failure = await screen.findByText("The database is unavailable.");
    const toast = failure.closest("[role='alert']") as HTMLElement;
    expect(toast).toBeTruthy();
    expect(within(toast).getByRole("button", { name: "Dismiss" })).toBeTruthy();
    expect(await items()).toContain("Mute");

    // Without a description, the message.
    await use("Close");
    expect(await screen.findByText("You don't have permission to do that.")).toBeTruthy();
    expect(await items()).toContain("Close");

    // Persistent: still there after a success toast would have gone (3000 ms).
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect(toast.getAttribute("aria-hidden")).toBeNull();
    await user().click(within(toast).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(toast.getAttribute("aria-hidden")).toBe("true"));
  });

  it("shows the item busy while its request is in flight, and ignores it meanwhile", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const api = renderMenu(aDiscussion(), {
      "PATCH /api/v2/discussions/7": () => new Promise((resolve) => (answer = resolve)),
    });
    await use("Close");
    await user().click(await screen.findByRole("button", { name: "Discussion Options" }));
    const close = screen.getByRole("menuitem", { name: "Close" });
    expect(close.getAttribute("aria-busy")).toBe("true");
    expect((close as HTMLButtonElement).disabled).toBe(true);
    await user().keyboard("{Escape}");

    answer({ status: 200, body: aDiscussion({ closed: true }) });
    expect(await items()).toContain("Open");
    expect(api.requests.filter((r) => r.method === "PATCH")).toHaveLength(1);
  });
});

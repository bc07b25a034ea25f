import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { defineAddon, slotItem, DropDownItemButton, Modal } from "@quorum/core";
import { guestBootstrap, renderWithApp, testApi } from "@quorum/core/testing";
import type { Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import forum from "../../index";
import { fixtureAddon } from "../../testing/fixtureAddon";
import { aDiscussion } from "../../testing/fixtures";
import { DiscussionOptionsMenu } from "./DiscussionOptionsMenu";
import { asAdmin, asMember, asModerator } from "./testPersonas";
import { forumSlots, type DiscussionOptionsProps } from "../../../contract";

type Options = Parameters<typeof renderWithApp>[1];

function renderMenu(discussion: Discussion, options: Options = {}) {
  return renderWithApp(<DiscussionOptionsMenu discussion={discussion} />, { addons: [forum, fixtureAddon], ...options });
}

/** Opens the menu and reads its items, groups split by separators: [["Edit", "Tag"], ["Mute"]]. */
async function menuGroups(): Promise<string[][]> {
  await userEvent.setup().click(await screen.findByRole("button", { name: "Discussion Options" }));
  return screen.getAllByRole("group").map((group) => [...group.querySelectorAll("[role='menuitem']")].map((item) => item.textContent ?? ""));
}

/** Posted 9½ minutes ago by the member (userID 5): 50 minutes of the hour-long edit window left. */
const ownFresh = () => aDiscussion({ insertUserID: 5, dateInserted: new Date(Date.now() - 570_000).toISOString() });

afterEach(() => {
  vi.useRealTimers();
});

describe("DiscussionOptionsMenu: who sees what", () => {
  it("renders nothing at all for guests", () => {
    renderMenu(aDiscussion(), { bootstrap: guestBootstrap() });
    expect(screen.queryByRole("button", { name: "Discussion Options" })).toBeNull();
  });

  it("offers a member their own fresh post's edit (with the time left), tag and mute only", async () => {
    renderMenu(ownFresh(), { bootstrap: asMember() });
    expect(await menuGroups()).toEqual([["Edit50 minutes left", "Tag"], ["Mute"]]);
    expect(screen.getByRole("menuitem", { name: /Edit/ }).getAttribute("href")).toBe("/post/editdiscussion/7");
  });

  it("offers a member nothing but mute on someone else's post, or on their own once the window is shut", async () => {
    const { unmount } = renderMenu(aDiscussion(), { bootstrap: asMember() });
    expect(await menuGroups()).toEqual([["Mute"]]);
    unmount();
    renderMenu(aDiscussion({ insertUserID: 5, dateInserted: new Date(Date.now() - 3_601_000).toISOString() }), { bootstrap: asMember() });
    expect(await menuGroups()).toEqual([["Mute"]]);
  });

  it("does not let the author edit a closed discussion, but lets them reopen it with closeOwn", async () => {
    const closeOwn = { isAdmin: false, permissions: [{ type: "global", permissions: { "discussions.view": true, "discussions.closeOwn": true } }] };
    renderMenu({ ...ownFresh(), closed: true }, { bootstrap: asMember({ permissions: closeOwn }) });
    expect(await menuGroups()).toEqual([["Mute", "Open"]]);
  });

  it("offers a moderator the edit, moderation and status items, and the log links, but not what needs community.manage", async () => {
    renderMenu(aDiscussion({ insertUserID: 11 }), { bootstrap: asModerator() });
    expect(await menuGroups()).toEqual([
      ["Edit", "Delete", "Move", "Change Post Type", "Tag", "Resolve"],
      ["Announce"],
      ["Mute", "Bump", "Sink", "Close"],
      ["Revision History", "Author's Log", "Deleted Comments"],
    ]);
    expect(screen.getByRole("menuitem", { name: "Revision History" }).getAttribute("href")).toBe("/log/filter?recordType=discussion&recordID=7");
    expect(screen.getByRole("menuitem", { name: "Author's Log" }).getAttribute("href")).toBe("/log/filter?insertUserID=11");
    expect(screen.getByRole("menuitem", { name: "Deleted Comments" }).getAttribute("href")).toBe(
      "/log/filter?parentRecordID=7&recordType=comment&operation=delete",
    );
  });

  it("offers an administrator everything, Dismiss on an announcement, and Report when escalations are on", async () => {
    renderMenu(aDiscussion({ pinned: true, muted: true, sink: true, closed: true, resolved: true }), {
      bootstrap: asAdmin({ config: { "feature.escalations.Enabled": true } }),
    });
    expect(await menuGroups()).toEqual([
      ["Edit", "Dismiss", "Delete", "Move", "Change Post Type", "Tag", "Unresolve"],
      ["Announce", "Change Author", "Add to Collection"],
      ["Unmute", "Bump", "Unsink", "Open"],
      ["Revision History", "Author's Log", "Deleted Comments"],
      ["Report"],
    ]);
  });

  it("honours the discussion's per-record permission overrides", async () => {
    renderMenu(aDiscussion({ permissions: { "discussions.close": false, "community.moderate": false, "discussions.delete": false } }), {
      bootstrap: asModerator(),
    });
    const items = (await menuGroups()).flat();
    expect(items).not.toContain("Close");
    expect(items).not.toContain("Delete");
    expect(items).not.toContain("Revision History");
    expect(items).toContain("Move");
  });

  it("offers Change Post Type only when an add-on registers another post type, and Tag only while tagging is on", async () => {
    renderWithApp(<DiscussionOptionsMenu discussion={aDiscussion()} />, { addons: [forum], bootstrap: asModerator({ config: { "tagging.enabled": false } }) });
    const items = (await menuGroups()).flat();
    expect(items).not.toContain("Change Post Type");
    expect(items).not.toContain("Tag");
    expect(items).toContain("Move");
  });

  it("shows add-ons' items after the log links and before Report; their dialogs outlive the menu", async () => {
    function Integration({ discussion, showModal }: DiscussionOptionsProps): ReactNode {
      const open = () =>
        showModal(
          <Modal isVisible title="Create Ticket" onClose={() => showModal(null)}>
            <p>{`Ticket for ${discussion.name}`}</p>
          </Modal>,
        );
      return <DropDownItemButton onClick={open}>Create Ticket</DropDownItemButton>;
    }
    const integrations = defineAddon({
      key: "integrations",
      slots: [slotItem(forumSlots.discussionOptions, { id: "integrations.ticket", order: 1, load: async () => ({ default: Integration }) })],
    });
    renderWithApp(<DiscussionOptionsMenu discussion={aDiscussion()} />, {
      addons: [forum, integrations],
      bootstrap: asAdmin({ config: { "feature.escalations.Enabled": true } }),
    });
    await menuGroups();
    // The item's chunk loads when the menu first shows it.
    await screen.findByRole("menuitem", { name: "Create Ticket" });
    const groups = screen.getAllByRole("group").map((group) => [...group.querySelectorAll("[role='menuitem']")].map((item) => item.textContent));
    expect(groups.slice(-2)).toEqual([["Create Ticket"], ["Report"]]);
    await userEvent.setup().click(screen.getByRole("menuitem", { name: "Create Ticket" }));
    expect(screen.queryByRole("menu")).toBeNull();
    expect((await screen.findByRole("dialog", { name: "Create Ticket" })).textContent).toContain("Ticket for Hello world");
  });
});

describe("DiscussionOptionsMenu: the author's edit window", () => {
  /** Lets `ms` pass a second at a time, so each re-render can schedule the next refresh as in a browser. */
  function pass(ms: number): void {
    for (let step = 0; step < ms; step += 1000) act(() => vi.advanceTimersByTime(Math.min(1000, ms - step)));
  }

  it("counts the remaining time down on the spec's schedule and drops Edit the moment the window shuts", async () => {
    // The menu's code loads once (it is lazy), with real timers; the timed render then finds it loaded.
    renderMenu(aDiscussion(), { bootstrap: asMember() });
    await screen.findByRole("button", { name: "Discussion Options" });
    cleanup();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    const posted = new Date("2026-11-01T10:00:00.000Z").getTime();
    // ui.editContentTimeout is 3600 s: 125 s are left.
    vi.setSystemTime(posted + 3_475_000);
    renderMenu(aDiscussion({ insertUserID: 5, dateInserted: new Date(posted).toISOString() }), { bootstrap: asMember() });
    fireEvent.click(screen.getByRole("button", { name: "Discussion Options" }));
    const edit = () => screen.queryByRole("menuitem", { name: /Edit/ })?.textContent;
    expect(edit()).toBe("Edit2 minutes left");

    // More than 60 s left: refreshed every 10 s, not sooner.
    pass(9_000);
    expect(edit()).toBe("Edit2 minutes left");
    pass(1_000);
    expect(edit()).toBe("Edit1 minute left");
    // 115 → 65 s left, then 55 s.
    pass(60_000);
    expect(edit()).toBe("Edit55 seconds left");
    // 60 s or less: every 5 s.
    pass(5_000);
    expect(edit()).toBe("Edit50 seconds left");
    // The last refresh comes 5 s before the end; the next one is the end itself.
    pass(49_999);
    expect(edit()).toBe("Edit5 seconds left");
    pass(1);
    expect(edit()).toBeUndefined();
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Mute"]);
  });

  it("shows no remaining time to whoever may edit anyway", async () => {
    renderMenu({ ...ownFresh(), insertUserID: 6 }, { bootstrap: asModerator() });
    expect((await menuGroups())[0]?.[0]).toBe("Edit");
  });

  it("needs no limit when ui.editContentTimeout is negative", async () => {
    renderMenu(aDiscussion({ insertUserID: 5, dateInserted: "2020-01-01T00:00:00.000Z" }), {
      bootstrap: asMember({ config: { "ui.editContentTimeout": -1 } }),
    });
    expect((await menuGroups())[0]).toEqual(["Edit", "Tag"]);
  });
});

describe("DiscussionOptionsMenu: requests", () => {
  it("asks the server nothing until an item is used", async () => {
    const api = testApi();
    renderMenu(aDiscussion(), { bootstrap: asAdmin(), apiClient: api.client });
    await menuGroups();
    expect(api.requests).toEqual([]);
  });
});

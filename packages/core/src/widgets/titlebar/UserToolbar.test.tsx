import type { Notification, NotificationStreamMessage } from "@quorum/api";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../testing/renderWithApp";
import { guestBootstrap, memberBootstrap } from "../../testing/testBootstrap";
import { MEMBER } from "../../testing/testPersonas";
import { testApi } from "../../testing/testApi";
import TitleBar from "./TitleBar";
import { STREAM_RETRY_MS } from "./useNotificationStream";

/**
 * The browser's EventSource, which jsdom lacks: each instance is kept so a test can play the
 * server's side (messages, a refused stream).
 */
class TestEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static instances: TestEventSource[] = [];
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
    TestEventSource.instances.push(this);
  }
  send(message: NotificationStreamMessage): void {
    act(() => {
      this.dispatchEvent(new MessageEvent("notifications", { data: JSON.stringify(message) }));
    });
  }
  refuse(): void {
    this.readyState = TestEventSource.CLOSED;
    act(() => {
      this.dispatchEvent(new Event("error"));
    });
  }
  close(): void {
    this.closed = true;
  }
}

const entry = (id: number, body: string, extra: Partial<Notification> = {}): Notification => ({
  notificationID: id,
  body,
  photoUrl: null,
  url: `/discussion/comment/${id}#Comment_${id}`,
  dateInserted: "2026-11-26T10:00:00.000Z",
  dateUpdated: `2026-11-26T10:0${id}:00.000Z`,
  read: false,
  count: 1,
  activityType: "Mention",
  reason: "mention",
  recordType: "comment",
  recordID: id,
  discussionID: 1,
  ...extra,
});

beforeEach(() => {
  TestEventSource.instances = [];
  vi.stubGlobal("EventSource", TestEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const lastSource = () => TestEventSource.instances.at(-1) as TestEventSource;
const renderMember = (count = 0, routes: Parameters<typeof testApi>[0] = {}) => {
  const api = testApi({
    "GET /api/v2/notifications": () => ({ status: 200, body: [] }),
    "PATCH /api/v2/notifications": () => ({ status: 204 }),
    ...routes,
  });
  renderWithApp(<TitleBar />, { bootstrap: memberBootstrap({ user: { ...MEMBER, countUnreadNotifications: count } }), apiClient: api.client });
  return api;
};

describe("the signed-in user box", () => {
  it("shows the unread count from the page, capped at 99+", async () => {
    renderMember(120);
    const bell = await screen.findByRole("button", { name: "Notifications (99+)" });
    // Drawn by the stylesheet from data-count: no text of the button's but its name.
    expect(bell.querySelector("[data-count]")?.getAttribute("data-count")).toBe("99+");
    expect(bell.textContent).toBe("");
  });

  it("takes new counts and entries from the event stream, and shows an entry sent twice once", async () => {
    renderMember(0);
    const bell = await screen.findByRole("button", { name: "Notifications" });
    expect(lastSource().url).toBe("/api/v2/notifications/stream");
    lastSource().send({ countUnreadNotifications: 1, notifications: [entry(1, "<b>bob</b> mentioned you in <b>Hi</b>")] });
    await vi.waitFor(() => expect(bell.getAttribute("aria-label")).toBe("Notifications (1)"));
    // A reconnect's first message repeats the entry, and a grouped one arrives.
    lastSource().send({
      countUnreadNotifications: 2,
      notifications: [entry(1, "<b>bob</b> mentioned you in <b>Hi</b>"), entry(2, "<b>2</b> new comments in <b>Hi</b>")],
    });
    await vi.waitFor(() => expect(bell.getAttribute("aria-label")).toBe("Notifications (2)"));
    fireEvent.click(bell);
    const menu = screen.getByRole("menu", { name: "Notifications (2)" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent?.replace(/\d{4}-\d{2}-\d{2}/g, "").trim()),
    ).toEqual(["Mark All Read", expect.stringContaining("2 new comments in Hi"), expect.stringContaining("bob mentioned you in Hi"), "View All"]);
    expect(within(menu).getByRole("menuitem", { name: "View All" }).getAttribute("href")).toBe("/notifications");
  });

  it("marks all read: the count goes to 0 at once and the API is told", async () => {
    const api = renderMember(1);
    const bell = await screen.findByRole("button", { name: "Notifications (1)" });
    lastSource().send({ countUnreadNotifications: 1, notifications: [entry(1, "<b>bob</b> mentioned you")] });
    fireEvent.click(bell);
    fireEvent.click(await screen.findByRole("menuitem", { name: "Mark All Read" }));
    await vi.waitFor(() => expect(bell.getAttribute("aria-label")).toBe("Notifications"));
    await vi.waitFor(() => expect(api.requests.some((r) => r.method === "PATCH" && r.path === "/api/v2/notifications")).toBe(true));
    expect(api.requests.find((r) => r.method === "PATCH")?.body).toEqual({ read: true });
  });

  it("closes a flyout with Escape, returning focus to its button, and opening one closes the other", async () => {
    renderMember(0);
    const bell = await screen.findByRole("button", { name: "Notifications" });
    fireEvent.click(bell);
    expect(screen.getByRole("menu", { name: "Notifications" })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("menu", { name: "Notifications" }), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(bell);
    fireEvent.click(bell);
    fireEvent.click(screen.getByRole("button", { name: "My Account" }));
    expect(screen.queryByRole("menu", { name: "Notifications" })).toBeNull();
    const account = screen.getByRole("menu", { name: "My Account" });
    expect(
      within(account)
        .getAllByRole("menuitem")
        .map((item) => [item.textContent, item.getAttribute("href")]),
    ).toEqual([
      ["Profile", "/profile/Ada"],
      ["Edit Profile", "/profile/edit"],
      ["Notification Preferences", "/notification-preferences"],
      ["Sign Out", "/entry/signout"],
    ]);
  });

  it("opens the account panel on its first tab every time, with no conversations tab while they are off", async () => {
    renderMember(0);
    fireEvent.click(await screen.findByRole("button", { name: "Account" }));
    const panel = await screen.findByRole("dialog", { name: "Account" });
    const tabs = within(panel).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Me", "My Account"]);
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: "ArrowRight" });
    expect(tabs[1]?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(panel, { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Account" }));
    const again = await screen.findByRole("dialog", { name: "Account" });
    expect(within(again).getAllByRole("tab")[0]?.getAttribute("aria-selected")).toBe("true");
  });

  it("shows the conversations tab when conversations are enabled", async () => {
    renderWithApp(<TitleBar />, { bootstrap: memberBootstrap({ addons: [{ key: "conversations", version: "1.0.0" }] }), apiClient: testApi().client });
    fireEvent.click(await screen.findByRole("button", { name: "Account" }));
    expect(
      within(await screen.findByRole("dialog", { name: "Account" }))
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Me", "My Account", "Messages"]);
  });

  it("lists the latest conversations with their unread counts in the conversations tab, and reads them again when the stream moves the count", async () => {
    let served = [{ conversationID: 4, name: "Grace", url: "/messages/4", unread: true, countUnread: 2, lastMessage: { excerpt: "Hi there" } }];
    const api = testApi({ "GET /api/v2/conversations": () => ({ status: 200, body: served }) });
    renderWithApp(<TitleBar />, {
      bootstrap: memberBootstrap({ user: { ...MEMBER, countUnreadConversations: 1 }, addons: [{ key: "conversations", version: "0.1.0" }] }),
      apiClient: api.client,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Account" }));
    const panel = await screen.findByRole("dialog", { name: "Account" });
    fireEvent.click(within(panel).getByRole("tab", { name: "Messages" }));
    const grace = await within(panel).findByRole("link", { name: /Grace: Hi there/ });
    expect(grace.getAttribute("href")).toBe("/messages/4");
    expect(grace.textContent).toContain("2 unread");
    expect(within(panel).getByRole("link", { name: "Inbox" }).getAttribute("href")).toBe("/messages/inbox");

    served = [
      { conversationID: 5, name: "Linus", url: "/messages/5", unread: true, countUnread: 1, lastMessage: { excerpt: "New one" } },
      { conversationID: 4, name: "Grace", url: "/messages/4", unread: false, countUnread: 0, lastMessage: { excerpt: "Hi there" } },
    ];
    lastSource().send({ countUnreadNotifications: 0, notifications: [], countUnreadConversations: 2 });
    expect((await within(panel).findByRole("link", { name: /Linus: New one/ })).textContent).toContain("1 unread");
    expect(within(panel).getByRole("link", { name: /Grace: Hi there/ }).textContent).not.toContain("unread");
  });

  it("shows the messages flyout only while conversations are enabled: its count from the page, then from the stream; opening it lists the latest", async () => {
    const { unmount } = renderWithApp(<TitleBar />, { bootstrap: memberBootstrap(), apiClient: testApi().client });
    await screen.findByRole("button", { name: "Notifications" });
    expect(screen.queryByRole("button", { name: /^Messages/ })).toBeNull();
    unmount();

    const api = testApi({
      "GET /api/v2/conversations": () => ({
        status: 200,
        body: [{ conversationID: 4, name: "Grace", url: "/messages/4", unread: true, lastMessage: { excerpt: "Hi there" } }],
      }),
    });
    renderWithApp(<TitleBar />, {
      bootstrap: memberBootstrap({ user: { ...MEMBER, countUnreadConversations: 2 }, addons: [{ key: "conversations", version: "0.1.0" }] }),
      apiClient: api.client,
    });
    expect(await screen.findByRole("button", { name: "Messages (2)" })).toBeTruthy();
    TestEventSource.instances.at(-1)?.send({ countUnreadNotifications: 0, notifications: [], countUnreadConversations: 3 });
    const button = await screen.findByRole("button", { name: "Messages (3)" });
    fireEvent.click(button);
    const link = await screen.findByRole("menuitem", { name: /Grace: Hi there/ });
    expect(link.getAttribute("href")).toBe("/messages/4");
    TestEventSource.instances.at(-1)?.send({ countUnreadNotifications: 0, notifications: [], countUnreadConversations: 0 });
    expect(await screen.findByRole("button", { name: "Messages" })).toBeTruthy();
  });

  it("opens a new stream after the server refused one, not before", async () => {
    renderMember(0);
    await screen.findByRole("button", { name: "Notifications" });
    expect(TestEventSource.instances).toHaveLength(1);
    // Fake from here, and only fake: the retry's timer starts at the refusal, and a clock that also
    // moved with real time (shouldAdvanceTime) let a busy machine's slowness fire it early.
    vi.useFakeTimers();
    lastSource().refuse();
    act(() => vi.advanceTimersByTime(STREAM_RETRY_MS - 1));
    expect(TestEventSource.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(TestEventSource.instances).toHaveLength(2);
  });
});

describe("the signed-out user box", () => {
  it("shows the sign-in icon link and Register, and opens no stream", () => {
    renderWithApp(<TitleBar />, { bootstrap: guestBootstrap(), url: "/discussions" });
    const signIn = screen.getByRole("link", { name: "Sign In" });
    expect(signIn.getAttribute("href")).toBe("/entry/signin?Target=%2Fdiscussions");
    expect(signIn.querySelector("svg")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Register" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Notifications" })).toBeNull();
    expect(TestEventSource.instances).toEqual([]);
  });
});

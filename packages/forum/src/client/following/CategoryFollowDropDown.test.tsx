import type { CategoryPreferences } from "@quorum/api";
import { guestBootstrap, memberBootstrap, renderWithApp, testApi } from "@quorum/core/testing";
import type { TestApiAnswer, TestApiRequest } from "@quorum/core/testing";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import CategoryFollowDropDown from "./CategoryFollowDropDown";
import { SPEC_FOLLOW_DEFAULTS, type FollowDefaults } from "./followDefaults";
import { UNFOLLOWED } from "./followPreferences";

const CATEGORY = { categoryID: 3, name: "Support", url: "/categories/support" };
const MEMBER_ID = memberBootstrap().user?.userID ?? 0;
const PATCH = `PATCH /api/v2/categories/3/preferences/${MEMBER_ID}`;
const DEFAULTS = `GET /api/v2/notification-preferences/${MEMBER_ID}`;
/** What the dropdown's first open sends: only "follow"; the server fills the flags from the member's defaults. */
const FOLLOW = { "preferences.followed": true };
const FOLLOWED: CategoryPreferences = { ...UNFOLLOWED, "preferences.followed": true, "preferences.popup.posts": true, "preferences.popup.comments": true };
const DIGEST_DEFAULTS: FollowDefaults = { ...SPEC_FOLLOW_DEFAULTS, DigestEnabled: { email: true } };

interface Options {
  preferences?: CategoryPreferences;
  answer?: (request: TestApiRequest) => TestApiAnswer | Promise<TestApiAnswer>;
  config?: Record<string, unknown>;
  defaults?: FollowDefaults;
  url?: string;
  preview?: boolean;
}

function renderDropDown({
  preferences = UNFOLLOWED,
  answer,
  config = {},
  defaults = SPEC_FOLLOW_DEFAULTS,
  url = "/categories/support",
  preview,
}: Options = {}) {
  // The server's side, as the forum's server does it: a bare follow takes the member's defaults
  // (emails only where the site sends them); any other change is saved as sent.
  const emails = config["emails.enabled"] === true;
  const digest = config["emails.digest"] === true;
  const followed = (): CategoryPreferences => ({
    "preferences.followed": true,
    "preferences.popup.posts": defaults.NewDiscussion.popup,
    "preferences.email.posts": emails && defaults.NewDiscussion.email,
    "preferences.popup.comments": defaults.NewComment.popup,
    "preferences.email.comments": emails && defaults.NewComment.email,
    "preferences.email.digest": digest && defaults.DigestEnabled.email,
  });
  const api = testApi({
    [DEFAULTS]: () => ({ status: 200, body: { ...defaults, NotificationLanguage: "en" } }),
    [PATCH]: answer ?? ((request) => ({ status: 200, body: JSON.stringify(request.body) === JSON.stringify(FOLLOW) ? followed() : request.body })),
  });
  renderWithApp(<CategoryFollowDropDown category={CATEGORY} preferences={preferences} {...(preview ? { preview } : {})} />, {
    bootstrap: memberBootstrap({ config }),
    apiClient: api.client,
    url,
  });
  return { api, saves: () => api.requests.filter((r) => r.method === "PATCH").map((r) => r.body) };
}

const panel = () => screen.findByRole("dialog", { name: "Notification Preferences" });
const toggle = (name: string) => screen.getByRole("checkbox", { name });
const POPUP_POSTS = "Notification popup Notify me of new posts";
const POPUP_COMMENTS = "Notification popup Notify me of new comments";

/** Lets React render and the query cache notify, with the clock standing still. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

afterEach(() => {
  vi.useRealTimers();
});

describe("CategoryFollowDropDown", () => {
  it("follows at once when opened on an unfollowed category, with the default flags per type, and says so", async () => {
    const { saves } = renderDropDown();
    await userEvent.setup().click(screen.getByRole("button", { name: "Follow Support" }));
    const dialog = await panel();
    expect(within(dialog).getByText("Support")).toBeTruthy();
    await waitFor(() => expect(saves()).toEqual([FOLLOW]));
    expect((await screen.findByRole("button", { name: "Following Support" })).getAttribute("aria-expanded")).toBe("true");
    expect((toggle(POPUP_POSTS) as HTMLInputElement).checked).toBe(true);
    expect((toggle(POPUP_COMMENTS) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText("Success! Preferences saved")).toBeTruthy();
  });

  it("saves nothing when opened on a followed category; a toggle saves the change", async () => {
    const { saves } = renderDropDown({ preferences: FOLLOWED });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Following Support" }));
    await panel();
    expect(saves()).toEqual([]);
    await user.click(toggle(POPUP_COMMENTS));
    expect(saves()).toEqual([{ ...FOLLOWED, "preferences.popup.comments": false }]);
    expect((toggle(POPUP_COMMENTS) as HTMLInputElement).checked).toBe(false);
  });

  it("shows a toggle's new state within the click, before the query cache tells its readers", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderDropDown({ preferences: FOLLOWED });
    fireEvent.click(screen.getByRole("button", { name: "Following Support" }));
    await settle();
    await settle();
    // No settle: the cache's notice waits for a timer, and React would have put the tick back meanwhile.
    fireEvent.click(toggle(POPUP_COMMENTS));
    expect((toggle(POPUP_COMMENTS) as HTMLInputElement).checked).toBe(false);
    await settle();
    expect((toggle(POPUP_COMMENTS) as HTMLInputElement).checked).toBe(false);
  });

  it("sends one save per 1250 ms, on the leading edge; what changed meanwhile goes, latest state, when the window ends", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { saves } = renderDropDown({ preferences: FOLLOWED });
    fireEvent.click(screen.getByRole("button", { name: "Following Support" }));
    await settle();
    await settle();
    fireEvent.click(toggle(POPUP_POSTS));
    expect(saves()).toEqual([{ ...FOLLOWED, "preferences.popup.posts": false }]);
    await settle();
    fireEvent.click(toggle(POPUP_COMMENTS));
    await settle();
    fireEvent.click(toggle(POPUP_POSTS));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(1249));
    expect(saves()).toHaveLength(1);
    expect((toggle(POPUP_COMMENTS) as HTMLInputElement).checked).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(saves()).toEqual([
      { ...FOLLOWED, "preferences.popup.posts": false },
      { ...FOLLOWED, "preferences.popup.comments": false },
    ]);
    // The window the trailing save opened: the next change waits for it too.
    await settle();
    fireEvent.click(toggle(POPUP_COMMENTS));
    expect(saves()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1250));
    expect(saves()).toHaveLength(3);
  });

  it("puts the preferences back and shows the server's message above the dropdown when a save fails", async () => {
    const { saves } = renderDropDown({
      preferences: FOLLOWED,
      answer: () => ({ status: 500, body: { message: "The database is unavailable. Try again in a moment.", status: 500 } }),
    });
    const user = userEvent.setup();
    const opener = screen.getByRole("button", { name: "Following Support" });
    await user.click(opener);
    await panel();
    await user.click(toggle(POPUP_POSTS));
    expect(saves()).toHaveLength(1);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The database is unavailable. Try again in a moment.");
    // Above the dropdown: before its button in the document.
    expect(alert.compareDocumentPosition(opener) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect((toggle(POPUP_POSTS) as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByText("Success! Preferences saved")).toBeNull();
  });

  it("rolls a failed follow back to not followed", async () => {
    renderDropDown({ answer: () => ({ status: 403, body: { message: "Permission Problem", status: 403 } }) });
    await userEvent.setup().click(screen.getByRole("button", { name: "Follow Support" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Follow Support" })).toBeTruthy();
  });

  it("'Unfollow Category' sets every preference false, the digest too, saves and closes", async () => {
    const withDigest = { ...FOLLOWED, "preferences.email.digest": true };
    const { saves } = renderDropDown({ preferences: withDigest });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Following Support" }));
    await user.click(within(await panel()).getByRole("button", { name: "Unfollow Category" }));
    expect(saves()).toEqual([UNFOLLOWED]);
    expect(screen.queryByRole("dialog")).toBeNull();
    const opener = screen.getByRole("button", { name: "Follow Support" });
    expect(opener.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(opener);
  });

  it("still follows when the member's defaults cannot be read (the server fills the follow)", async () => {
    const api = testApi({
      [DEFAULTS]: () => ({ status: 500, body: { message: "Something went wrong.", status: 500 } }),
      [PATCH]: () => ({ status: 200, body: FOLLOWED }),
    });
    renderWithApp(<CategoryFollowDropDown category={CATEGORY} preferences={UNFOLLOWED} />, { bootstrap: memberBootstrap(), apiClient: api.client });
    await userEvent.setup().click(screen.getByRole("button", { name: "Follow Support" }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === "PATCH").map((r) => r.body)).toEqual([FOLLOW]));
    expect(await screen.findByRole("button", { name: "Following Support" })).toBeTruthy();
  });

  it("has an email column only when the site sends emails", async () => {
    renderDropDown({ preferences: FOLLOWED });
    await userEvent.setup().click(screen.getByRole("button", { name: "Following Support" }));
    await panel();
    expect(screen.queryByRole("columnheader", { name: "Notification Email" })).toBeNull();
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
  });

  it("with emails on, follows with the defaults' email flags and offers the email toggles", async () => {
    const defaults: FollowDefaults = { ...SPEC_FOLLOW_DEFAULTS, NewComment: { popup: false, email: true } };
    const { saves } = renderDropDown({ config: { "emails.enabled": true }, defaults });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Follow Support" }));
    await panel();
    expect(screen.getByRole("columnheader", { name: "Notification Email" })).toBeTruthy();
    await waitFor(() => expect(saves()).toEqual([FOLLOW]));
    // The member's own defaults, not the spec's: no popup for comments, an email instead.
    const checked = (name: string) => (toggle(name) as HTMLInputElement).checked;
    await waitFor(() => expect(checked("Notification Email Notify me of new comments")).toBe(true));
    expect([checked(POPUP_POSTS), checked(POPUP_COMMENTS), checked("Notification Email Notify me of new posts")]).toEqual([true, false, false]);
    await user.click(toggle("Notification Email Notify me of new posts"));
    expect(saves()).toHaveLength(1);
  });

  it("with the digest offered: following includes it; unticking 'Notify me of new content' turns the types off and hides them; the rule", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { saves } = renderDropDown({ config: { "emails.digest": true }, defaults: DIGEST_DEFAULTS });
    fireEvent.click(screen.getByRole("button", { name: "Follow Support" }));
    // The panel and the member's defaults load first.
    await vi.waitFor(() => expect(saves()).toEqual([FOLLOW]));
    await settle();
    expect((toggle("Include in email digest") as HTMLInputElement).checked).toBe(true);
    expect((toggle("Notify me of new content") as HTMLInputElement).checked).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1250));
    fireEvent.click(toggle("Notify me of new content"));
    expect(saves()[1]).toEqual({ ...UNFOLLOWED, "preferences.followed": true, "preferences.email.digest": true });
    await settle();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText("At least one notification method must be selected to receive notifications.")).toBeNull();

    fireEvent.click(toggle("Notify me of new content"));
    await settle();
    expect(screen.getByRole("table")).toBeTruthy();
    expect(screen.getByText("At least one notification method must be selected to receive notifications.")).toBeTruthy();
    fireEvent.click(toggle(POPUP_POSTS));
    await settle();
    expect(screen.queryByText("At least one notification method must be selected to receive notifications.")).toBeNull();
  });

  it("without the digest offered, shows the table always and no digest or 'notify me' ticks", async () => {
    renderDropDown({ preferences: FOLLOWED, config: { "emails.digest": true } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Following Support" }));
    await panel();
    expect(screen.queryByRole("checkbox", { name: "Include in email digest" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Notify me of new content" })).toBeNull();
    expect(screen.getByRole("table")).toBeTruthy();
  });

  it("in preview, opening follows nothing and the toggles and Unfollow are blocked", async () => {
    const { saves } = renderDropDown({ preview: true });
    await userEvent.setup().click(screen.getByRole("button", { name: "Follow Support" }));
    const dialog = await panel();
    expect(saves()).toEqual([]);
    for (const box of within(dialog).getAllByRole("checkbox")) expect((box as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole("button", { name: "Unfollow Category" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("closes on Escape with focus back on its button; 'View Record' opens a new tab; links to the followed content elsewhere", async () => {
    renderDropDown({ preferences: FOLLOWED });
    const user = userEvent.setup();
    const opener = screen.getByRole("button", { name: "Following Support" });
    await user.click(opener);
    const dialog = await panel();
    const view = within(dialog).getByRole("link", { name: "View Record" });
    expect(view.getAttribute("target")).toBe("_blank");
    expect(view.getAttribute("href")).toBe("/categories/support");
    expect(within(dialog).getByRole("link", { name: "Manage Followed Content" }).getAttribute("href")).toBe("/profile/followed-content");
    toggle(POPUP_POSTS).focus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    await user.keyboard("{Enter}");
    expect(await panel()).toBeTruthy();
  });

  it("hides the followed-content link on the followed-content page", async () => {
    renderDropDown({ preferences: FOLLOWED, url: "/profile/followed-content" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Following Support" }));
    const dialog = await panel();
    expect(within(dialog).queryByRole("link", { name: "Manage Followed Content" })).toBeNull();
  });

  it("offers guests nothing", () => {
    const { container } = renderWithApp(<CategoryFollowDropDown category={CATEGORY} />, { bootstrap: guestBootstrap() });
    expect(container.querySelector("button")).toBeNull();
  });
});

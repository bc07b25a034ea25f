import type { CurrentUser, PermissionsPayload, User } from "@quorum/api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { memberBootstrap } from "../testing/testBootstrap";
import { MEMBER } from "../testing/testPersonas";
import { renderWithApp } from "../testing/renderWithApp";
import { testApi, type TestApiRoute } from "../testing/testApi";
import { defineAddon, type AddonDescriptor } from "../addons/defineAddon";
import { slotItem } from "../addons/defineSlot";
import { coreSlots, type UserCardDetailsProps } from "./coreSlots";
import { UserCardLink } from "./UserCardLink";

// The user card of spec §2/§6/§8 as a member opens it from an author's name: real AppRoot, real
// API client over canned answers of GET /users/{id}.

const grants = (names: string[]): PermissionsPayload => ({
  isAdmin: false,
  permissions: [{ type: "global", permissions: Object.fromEntries(names.map((name) => [name, true])) }],
});
const MEMBER_GRANTS = grants(["profiles.view", "conversations.add"]);
const ADMIN_GRANTS = grants(["profiles.view", "personalInfo.view", "conversations.add"]);

const grace: User & { countDiscussions: number; countComments: number } = {
  userID: 42,
  name: "Grace",
  url: "/profile/Grace",
  photoUrl: "",
  dateLastActive: "2026-11-20T10:00:00.000Z",
  dateInserted: "2025-01-02T10:00:00.000Z",
  title: "Navy",
  private: false,
  banned: 0,
  roleIDs: [8],
  countDiscussions: 7,
  countComments: 31,
};

function renderCard(
  options: {
    answer?: TestApiRoute;
    permissions?: PermissionsPayload;
    config?: Record<string, unknown>;
    user?: { userID: number; name: string };
    viewer?: CurrentUser;
    addons?: AddonDescriptor[];
  } = {},
) {
  // The conversations add-on's block state of Grace, as the Block button reads and changes it.
  let blocked = false;
  const api = testApi({
    "GET /api/v2/users/42": options.answer ?? (() => ({ status: 200, body: grace })),
    "GET /api/v2/users/5": () => ({ status: 200, body: { ...grace, userID: 5, name: "Ada", url: "/profile/Ada" } }),
    "GET /api/v2/conversations/blocks/42": () => ({ status: 200, body: { userID: 42, blocked } }),
    "PUT /api/v2/conversations/blocks/42": () => ((blocked = true), { status: 204 }),
    "DELETE /api/v2/conversations/blocks/42": () => ((blocked = false), { status: 204 }),
  });
  const bootstrap = memberBootstrap({
    permissions: options.permissions ?? MEMBER_GRANTS,
    ...(options.config ? { config: options.config } : {}),
    ...(options.viewer ? { user: options.viewer } : {}),
  });
  renderWithApp(<UserCardLink user={options.user ?? { userID: 42, name: "Grace" }} />, {
    bootstrap,
    apiClient: api.client,
    ...(options.addons ? { addons: options.addons } : {}),
  });
  return api;
}
const nameLink = () => screen.getByRole("link", { name: "Grace" });
const card = () => screen.findByRole("dialog", { name: "Grace" });

describe("UserCardLink: the user card popup", () => {
  it("opens from the name with the spec's fields, and Escape closes it with focus back on the name", async () => {
    const user = userEvent.setup();
    const api = renderCard();
    expect(nameLink().getAttribute("href")).toBe("/profile/Grace");
    expect(nameLink().getAttribute("aria-expanded")).toBe("false");
    await user.click(nameLink());
    const dialog = await card();
    expect(nameLink().getAttribute("aria-expanded")).toBe("true");
    await within(dialog).findByText("Navy");
    expect(within(dialog).getByRole("heading", { name: "Grace" })).toBeTruthy();
    expect(within(dialog).getByText("7")).toBeTruthy();
    expect(within(dialog).getByText("31")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "View Profile" }).getAttribute("href")).toBe("/profile/Grace");
    // Messages are off on this site (spec: conversationsEnabled is false today).
    expect(within(dialog).queryByRole("link", { name: "Message" })).toBeNull();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /api/v2/users/42"]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(nameLink());
    // The location did not change: the click opened the card rather than the profile.
    expect(screen.getByTestId("location").textContent).toBe("/");
  });

  it("shows what add-ons put in its details slot (userCard.details) for the user, loaded when the card opens, in the full view only", async () => {
    let loads = 0;
    function Trophies({ user }: UserCardDetailsProps) {
      return <p>{`${user.name}'s trophies`}</p>;
    }
    const trophies = defineAddon({
      key: "trophies",
      slots: [
        slotItem(coreSlots.userCardDetails, {
          id: "trophies.card",
          order: 10,
          load: async () => ((loads += 1), { default: Trophies }),
        }),
      ],
    });
    const user = userEvent.setup();
    renderCard({ addons: [trophies] });
    expect(loads).toBe(0);
    await user.click(nameLink());
    const dialog = await card();
    expect(await within(dialog).findByText("Grace's trophies")).toBeTruthy();
    expect(loads).toBe(1);
    // Before the actions: the details belong to the facts.
    const text = dialog.textContent ?? "";
    expect(text.indexOf("Grace's trophies")).toBeLessThan(text.indexOf("View Profile"));
  });

  it("shows no details slot on a private profile's restricted card, and loads nothing for it", async () => {
    let loads = 0;
    function Trophies() {
      return <p>trophies</p>;
    }
    const trophies = defineAddon({
      key: "trophies",
      slots: [slotItem(coreSlots.userCardDetails, { id: "trophies.card", order: 10, load: async () => ((loads += 1), { default: Trophies }) })],
    });
    const user = userEvent.setup();
    renderCard({ addons: [trophies], answer: () => ({ status: 200, body: { ...grace, private: true } }) });
    await user.click(nameLink());
    const dialog = await card();
    expect(await within(dialog).findByText("This user's profile is private.")).toBeTruthy();
    expect(within(dialog).queryByText("trophies")).toBeNull();
    expect(loads).toBe(0);
  });

  it("opens from the keyboard: Enter on the focused name", async () => {
    const user = userEvent.setup();
    renderCard();
    await user.tab();
    expect(document.activeElement).toBe(nameLink());
    await user.keyboard("{Enter}");
    expect(await card()).toBeTruthy();
  });

  it("offers Message only when conversations are enabled and the user is not banned", async () => {
    const user = userEvent.setup();
    renderCard({ config: { conversationsEnabled: true } });
    await user.click(nameLink());
    expect((await within(await card()).findByRole("link", { name: "Message" })).getAttribute("href")).toBe("/messages/add/Grace");
  });

  it("offers no Message button and no Block to the viewer on their own card, and no Message to a banned viewer", async () => {
    const user = userEvent.setup();
    renderCard({ config: { conversationsEnabled: true }, user: { userID: 5, name: "Ada" } });
    await user.click(screen.getByRole("link", { name: "Ada" }));
    const own = await screen.findByRole("dialog", { name: "Ada" });
    expect(await within(own).findByRole("heading", { name: "Ada" })).toBeTruthy();
    expect(within(own).queryByRole("link", { name: "Message" })).toBeNull();
    expect(within(own).queryByRole("button", { name: "Block" })).toBeNull();
  });

  it("offers no Message button to a banned viewer, who may still block", async () => {
    const user = userEvent.setup();
    renderCard({ config: { conversationsEnabled: true }, viewer: { ...MEMBER, banned: 1 } });
    await user.click(nameLink());
    const dialog = await card();
    expect(await within(dialog).findByRole("button", { name: "Block" })).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: "Message" })).toBeNull();
  });

  it("blocks and unblocks from the card, saying what it did, while conversations are enabled", async () => {
    const user = userEvent.setup();
    const api = renderCard({ config: { conversationsEnabled: true } });
    await user.click(nameLink());
    const dialog = await card();
    await user.click(await within(dialog).findByRole("button", { name: "Block" }));
    expect(await within(dialog).findByRole("button", { name: "Unblock" })).toBeTruthy();
    expect(within(dialog).getByRole("status").textContent).toBe("You blocked Grace. They cannot message you.");
    expect(api.requests.filter((r) => r.method === "PUT").map((r) => r.url.pathname)).toEqual(["/api/v2/conversations/blocks/42"]);
    await user.click(within(dialog).getByRole("button", { name: "Unblock" }));
    expect(await within(dialog).findByRole("button", { name: "Block" })).toBeTruthy();
    expect(within(dialog).getByRole("status").textContent).toBe("You unblocked Grace.");
  });

  it("says a banned user is banned, with no Message button, and shows a private profile restricted to a member", async () => {
    const user = userEvent.setup();
    renderCard({ config: { conversationsEnabled: true }, answer: () => ({ status: 200, body: { ...grace, banned: 1, title: undefined } }) });
    await user.click(nameLink());
    const dialog = await card();
    expect(await within(dialog).findByText("This user has been banned.")).toBeTruthy();
    expect(within(dialog).getByText("Banned")).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: "Message" })).toBeNull();
  });

  it("shows a private profile's restricted card to a member and the full one to a holder of personalInfo.view", async () => {
    const user = userEvent.setup();
    const restricted = {
      userID: 42,
      name: "Grace",
      url: "/profile/Grace",
      photoUrl: "",
      dateLastActive: null,
      private: true,
      banned: 0,
      roleIDs: [],
      dateInserted: grace.dateInserted,
    };
    renderCard({ answer: () => ({ status: 200, body: restricted }) });
    await user.click(nameLink());
    const dialog = await card();
    expect(await within(dialog).findByText("This user's profile is private.")).toBeTruthy();
    expect(within(dialog).getByText("Private")).toBeTruthy();
    expect(within(dialog).queryByText("Joined")).toBeNull();
  });

  it("shows the full card of a private profile to an administrator (personalInfo.view), the email too", async () => {
    const user = userEvent.setup();
    renderCard({ permissions: ADMIN_GRANTS, answer: () => ({ status: 200, body: { ...grace, private: true, email: "grace@example.com" } }) });
    await user.click(nameLink());
    const dialog = await card();
    expect(await within(dialog).findByText("Navy")).toBeTruthy();
    expect(within(dialog).getByText("Private")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "grace@example.com" })).toBeTruthy();
    expect(within(dialog).queryByText("This user's profile is private.")).toBeNull();
  });

  it("says 'Failed to load user' when the request fails, and shows the not-found panel on 404", async () => {
    const user = userEvent.setup();
    renderCard({ answer: () => ({ status: 500, body: { message: "boom", status: 500 } }) });
    await user.click(nameLink());
    const dialog = await card();
    expect(await within(dialog).findByText("Failed to load user")).toBeTruthy();
    expect(within(dialog).getByText("ERROR")).toBeTruthy();
  });

  it("shows the not-found panel on 404", async () => {
    const user = userEvent.setup();
    renderCard({ answer: () => ({ status: 404, body: { message: "User not found.", status: 404 } }) });
    await user.click(nameLink());
    expect(await within(await card()).findByText("User Not Found")).toBeTruthy();
  });

  it("is a plain link to the profile for a viewer without profiles.view", async () => {
    const user = userEvent.setup();
    const api = renderCard({ permissions: grants([]) });
    await user.click(nameLink());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("location").textContent).toBe("/profile/Grace");
    expect(api.requests).toEqual([]);
  });

  it("opens a deleted account's card with no request; other placeholders are plain text", async () => {
    const user = userEvent.setup();
    const api = renderCard({ user: { userID: 0, name: "User Deleted" } });
    await user.click(screen.getByRole("button", { name: "User Deleted" }));
    const dialog = await screen.findByRole("dialog", { name: "User Deleted" });
    expect(within(dialog).getByText("This user has been deleted.")).toBeTruthy();
    expect(within(dialog).getByText("DELETED")).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("renders the Unknown User placeholder as text", () => {
    renderCard({ user: { userID: 0, name: "Unknown User" } });
    expect(screen.getByText("Unknown User").tagName).toBe("SPAN");
    expect(screen.queryByRole("link")).toBeNull();
    expect(MEMBER.userID).toBeGreaterThan(0);
  });
});

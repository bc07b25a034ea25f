import { guestBootstrap, memberBootstrap, moderatorBootstrap, renderWithApp, testApi } from "@quorum/core/testing";
import type { TestApiRoute } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { aComment, aDiscussion } from "../testing/fixtures";
import { CommentReactions } from "./CommentReactions";
import { REACTING_MODERATOR, REACTION_TYPES, REACTOR, aLogEntry, aReaction, aUser, someUsers } from "./testReactions";

const LOG = "/api/v2/comments/100/reactions";

function render(ui: ReactNode, routes: Record<string, TestApiRoute>, bootstrap = memberBootstrap({ permissions: REACTOR })) {
  const api = testApi({ "GET /api/v2/reactions": () => ({ status: 200, body: REACTION_TYPES }), ...routes });
  renderWithApp(ui, { bootstrap, apiClient: api.client });
  return api;
}

const logRequests = (api: ReturnType<typeof testApi>) => api.requests.filter((request) => request.path === LOG && request.method === "GET");

describe("CommentReactions: who reacted (reactions.view tooltip)", () => {
  it("names up to 5 users in full, loading them on the first hover only", async () => {
    const users = someUsers(5);
    const api = render(<CommentReactions comment={aComment({ reactions: [aReaction("like", 5)] })} discussion={aDiscussion()} />, {
      [`GET ${LOG}`]: () => ({ status: 200, body: users.map((user) => aLogEntry(user, "like")) }),
    });
    const like = await screen.findByRole("button", { name: "Like 5" });
    expect(logRequests(api)).toEqual([]);
    await userEvent.setup().hover(like);
    const tip = await screen.findByRole("tooltip");
    await waitFor(() =>
      expect(
        within(tip)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(users.map((user) => user.name)),
    );
    expect(within(tip).queryByText(/^\+/)).toBeNull();
    expect(logRequests(api).map((request) => request.url.search)).toEqual(["?type=like&limit=5"]);
  });

  it("above 5, shows 5 stacked avatars and +N", async () => {
    const users = someUsers(5);
    render(<CommentReactions comment={aComment({ reactions: [aReaction("like", 8)] })} discussion={aDiscussion()} />, {
      [`GET ${LOG}`]: () => ({ status: 200, body: users.map((user) => aLogEntry(user, "like")) }),
    });
    await userEvent.setup().hover(await screen.findByRole("button", { name: "Like 8" }));
    const tip = await screen.findByRole("tooltip");
    expect(await within(tip).findByText("+3")).toBeTruthy();
    expect(
      within(tip)
        .getAllByRole("img")
        .map((avatar) => avatar.getAttribute("aria-label")),
    ).toEqual(users.map((user) => user.name));
    expect(within(tip).queryByRole("listitem")).toBeNull();
  });

  it("a guest's counts load nothing and offer no tooltip", async () => {
    const api = render(<CommentReactions comment={aComment({ reactions: [aReaction("like", 2)] })} discussion={aDiscussion()} />, {}, guestBootstrap());
    const like = await screen.findByText("Like");
    await userEvent.setup().hover(like);
    expect(screen.queryByRole("button")).toBeNull();
    expect(api.requests).toEqual([]);
  });
});

describe("CommentReactions: the reactions log", () => {
  it("a moderator removes one user's reaction from the Log modal and the counts follow", async () => {
    const bob = aUser(1);
    const carol = aUser(2);
    let entries = [aLogEntry(bob, "like"), aLogEntry(carol, "like")];
    const api = render(
      <CommentReactions comment={aComment({ reactions: [aReaction("like", 2)], score: 2 })} discussion={aDiscussion()} />,
      {
        [`GET ${LOG}`]: () => ({ status: 200, body: entries }),
        [`DELETE ${LOG}/${bob.userID}`]: () => {
          entries = entries.filter((entry) => entry.userID !== bob.userID);
          return { status: 204 };
        },
      },
      moderatorBootstrap({ permissions: REACTING_MODERATOR }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Log" }));
    const dialog = await screen.findByRole("dialog", { name: "Reactions Log" });
    expect(await within(dialog).findByRole("link", { name: bob.name })).toBeTruthy();
    expect(within(dialog).getAllByText("Like")).toHaveLength(2);

    await user.click(within(dialog).getByRole("button", { name: `Remove the Like reaction of ${bob.name}` }));
    await waitFor(() => expect(within(dialog).queryByRole("link", { name: bob.name })).toBeNull());
    expect(within(dialog).getByRole("link", { name: carol.name })).toBeTruthy();
    expect(api.requests.filter((request) => request.method === "DELETE").map((request) => request.path)).toEqual([`${LOG}/${bob.userID}`]);
    expect(screen.getByRole("button", { name: "Like 1" })).toBeTruthy();
  });
});

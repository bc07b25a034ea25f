import type { Discussion } from "@quorum/api";
import { memberBootstrap, moderatorBootstrap, guestBootstrap, renderWithApp, testApi } from "@quorum/core/testing";
import type { TestApiRoute } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aDiscussion } from "../testing/fixtures";
import { DiscussionReactions } from "./DiscussionReactions";
import { REACTING_MODERATOR, REACTION_TYPES, REACTOR, aReaction, withGlobal } from "./testReactions";

const PATH = "/api/v2/discussions/7/reactions";

function renderReactions(discussion: Discussion, routes: Record<string, TestApiRoute> = {}, bootstrap = memberBootstrap({ permissions: REACTOR })) {
  const api = testApi({ "GET /api/v2/reactions": () => ({ status: 200, body: REACTION_TYPES }), ...routes });
  renderWithApp(<DiscussionReactions discussion={discussion} />, { bootstrap, apiClient: api.client });
  // What the member's clicks sent, in order.
  const writes = () => api.requests.filter((request) => request.method !== "GET").map((request) => `${request.method} ${request.path}`);
  return { api, writes };
}

const votes = () => screen.getByRole("group", { name: "Votes" });

describe("DiscussionReactions: the toggle (spec §4)", () => {
  it("choosing the reaction one already has only deletes it", async () => {
    const { writes } = renderReactions(aDiscussion({ reactions: [aReaction("like", 2, true)], score: 2 }), {
      [`DELETE ${PATH}`]: () => ({ status: 204 }),
    });
    const like = await screen.findByRole("button", { name: "Like 2" });
    expect(like.getAttribute("aria-pressed")).toBe("true");
    await userEvent.setup().click(like);
    const taken = await screen.findByRole("button", { name: "Like 1" });
    expect(taken.getAttribute("aria-pressed")).toBe("false");
    expect(within(votes()).getByText("1")).toBeTruthy();
    expect(writes()).toEqual([`DELETE ${PATH}`]);
  });

  it("choosing another reaction deletes the old one, then posts the new one, and shows the server's counts", async () => {
    const { api, writes } = renderReactions(aDiscussion({ reactions: [aReaction("like", 2, true)], score: 2 }), {
      [`DELETE ${PATH}`]: () => ({ status: 204 }),
      // Two others disagreed meanwhile: the answer has the true counts.
      [`POST ${PATH}`]: () => ({ status: 200, body: [aReaction("like", 1), aReaction("disagree", 3, true)] }),
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Disagree 0" }));
    const disagree = await screen.findByRole("button", { name: "Disagree 3" });
    expect(disagree.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Like 1" }).getAttribute("aria-pressed")).toBe("false");
    expect(writes()).toEqual([`DELETE ${PATH}`, `POST ${PATH}`]);
    expect(api.requests.find((request) => request.method === "POST")?.body).toEqual({ reactionType: "disagree" });
    // The score lost Like's +1 and gained Disagree's -1.
    expect(within(votes()).getByText("0")).toBeTruthy();
  });

  it("with no reaction yet, only posts the chosen one", async () => {
    const { writes } = renderReactions(aDiscussion({ reactions: [], score: 0 }), {
      [`POST ${PATH}`]: () => ({ status: 200, body: [aReaction("like", 1, true)] }),
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Like 0" }));
    expect(await screen.findByRole("button", { name: "Like 1" })).toBeTruthy();
    expect(writes()).toEqual([`POST ${PATH}`]);
  });
});

describe("DiscussionReactions: one toggle at a time", () => {
  it("clicks while a reaction is in flight send nothing more", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { writes } = renderReactions(aDiscussion({ reactions: [], score: 0 }), {
      [`POST ${PATH}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Like 0" }));
    const like = screen.getByRole("button", { name: "Like 1" });
    expect(like.getAttribute("aria-disabled")).toBe("true");
    await user.click(like);
    await user.click(screen.getByRole("button", { name: "Disagree 0" }));
    answer({ status: 200, body: [aReaction("like", 1, true)] });
    await waitFor(() => expect(screen.getByRole("button", { name: "Like 1" }).getAttribute("aria-disabled")).toBeNull());
    expect(writes()).toEqual([`POST ${PATH}`]);
  });
});

describe("DiscussionReactions: votes and the optimistic score", () => {
  it("an upvote raises the score at once and puts it back, with the error's toast, when it fails", async () => {
    let fail: (answer: { status: number; body: unknown }) => void = () => {};
    renderReactions(aDiscussion({ reactions: [aReaction("up", 3)], score: 3 }), {
      [`POST ${PATH}`]: () => new Promise((resolve) => (fail = resolve)),
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Upvote" }));
    // In flight: already counted.
    expect(within(votes()).getByText("4")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upvote" }).getAttribute("aria-pressed")).toBe("true");
    fail({ status: 403, body: { message: "You need the reactions.positive.add permission.", status: 403 } });
    expect(await screen.findByText("You need the reactions.positive.add permission.")).toBeTruthy();
    expect(within(votes()).getByText("3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upvote" }).getAttribute("aria-pressed")).toBe("false");
    // Persistent and dismissible: it waits for the member.
    expect(screen.getByRole("alert").querySelector("button[aria-label='Dismiss']")).toBeTruthy();
  });

  it("a downvote after an upvote takes the up off and the down on", async () => {
    const { writes } = renderReactions(aDiscussion({ reactions: [aReaction("up", 1, true)], score: 1 }), {
      [`DELETE ${PATH}`]: () => ({ status: 204 }),
      [`POST ${PATH}`]: () => ({ status: 200, body: [aReaction("down", 1, true)] }),
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Downvote" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Downvote" }).getAttribute("aria-pressed")).toBe("true"));
    expect(within(votes()).getByText("-1")).toBeTruthy();
    expect(writes()).toEqual([`DELETE ${PATH}`, `POST ${PATH}`]);
  });
});

describe("DiscussionReactions: who sees what (spec §6)", () => {
  it("guests see the counts only, and nothing is requested", async () => {
    const { api } = renderReactions(aDiscussion({ reactions: [aReaction("like", 2), aReaction("spam", 4)], score: 2 }), {}, guestBootstrap());
    expect(await screen.findByText("Like")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    // Flag-class reactions are never shown.
    expect(screen.queryByText("Spam")).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it("a member who may not comment in a closed discussion sees counts, no buttons", async () => {
    const { api } = renderReactions(aDiscussion({ closed: true, reactions: [aReaction("like", 2)], score: 2 }));
    expect(await screen.findByText("Like")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Like/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Upvote" })).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it("a moderator (discussions.close) reacts in a closed discussion and has the Log button", async () => {
    renderReactions(aDiscussion({ closed: true, reactions: [aReaction("like", 2)], score: 2 }), {}, moderatorBootstrap({ permissions: REACTING_MODERATOR }));
    expect(await screen.findByRole("button", { name: "Disagree 0" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Like 2" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Log" })).toBeTruthy();
  });

  it("members have no Log button; Promote needs curation.manage", async () => {
    renderReactions(aDiscussion({ reactions: [] }));
    expect(await screen.findByRole("button", { name: "Like 0" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Promote/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Log" })).toBeNull();
  });

  it("a curator gets Promote; a member without a class's permission sees only its count", async () => {
    const permissions = withGlobal(REACTOR, { "reactions.negative.add": false, "curation.manage": true });
    renderReactions(aDiscussion({ reactions: [aReaction("disagree", 1)] }), {}, memberBootstrap({ permissions }));
    expect(await screen.findByRole("button", { name: "Promote 0" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Disagree/ })).toBeNull();
    expect(screen.getByText("Disagree")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Downvote" })).toBeNull();
  });
});

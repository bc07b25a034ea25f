import { memberBootstrap, renderWidget, testApi } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Poll } from "../../shared/Poll";
import polls from "../index";

const hidden = { countVotes: null, percent: null };
const poll = (over: Partial<Poll> = {}): Poll => ({
  pollID: 3,
  discussionID: 12,
  name: "Which meetup would you join?",
  multipleChoice: false,
  maxChoices: null,
  isPublic: false,
  dateClosed: null,
  isClosed: false,
  insertUserID: 1,
  dateInserted: "2026-01-01T10:00:00Z",
  countVoters: null,
  resultsVisible: false,
  myVote: [],
  canVote: true,
  canViewVoters: false,
  options: [
    { pollOptionID: 31, body: "Online", sort: 0, ...hidden },
    { pollOptionID: 32, body: "Workshop", sort: 1, ...hidden },
  ],
  ...over,
});
const results = (myVote: number[], online: number, workshop: number): Poll => {
  const voters = online + workshop;
  const percent = (n: number) => Math.round((n * 1000) / voters) / 10;
  return poll({
    myVote,
    resultsVisible: true,
    countVoters: voters,
    options: [
      { pollOptionID: 31, body: "Online", sort: 0, countVotes: online, percent: percent(online) },
      { pollOptionID: 32, body: "Workshop", sort: 1, countVotes: workshop, percent: percent(workshop) },
    ],
  });
};
const render = (props: Record<string, unknown>, api = testApi({})) =>
  renderWidget(
    "PollWidget",
    { discussionID: 12, canAddPoll: false, poll: null, ...props },
    { addons: [polls], apiClient: api.client, bootstrap: memberBootstrap() },
  );

describe("PollWidget", () => {
  it("shows the vote form without results; voting shows the bars with counts and percentages", async () => {
    const api = testApi({ "PUT /api/v2/polls/3/votes": () => ({ status: 200, body: results([32], 1, 3) }) });
    await render({ poll: poll() }, api);
    expect(await screen.findByRole("heading", { level: 2, name: "Which meetup would you join?" })).toBeTruthy();
    expect(screen.queryByRole("meter")).toBeNull();
    const vote = screen.getByRole("button", { name: "Vote" }) as HTMLButtonElement;
    expect(vote.disabled).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: "Workshop" }));
    await userEvent.click(vote);
    const bars = await screen.findAllByRole("meter");
    expect(bars.map((bar) => [bar.getAttribute("aria-label"), bar.getAttribute("aria-valuenow")])).toEqual([
      ["Online", "25"],
      ["Workshop", "75"],
    ]);
    const list = screen.getByRole("list", { name: "Results" });
    expect(within(list).getByText("Workshop (your vote)")).toBeTruthy();
    expect(within(list).getByText("3 votes · 75%")).toBeTruthy();
    expect(screen.getByText("4 voters")).toBeTruthy();
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({ optionIDs: [32] });
  });

  it("changes a vote while open: the form comes back with the earlier choice, and sends the new one", async () => {
    const api = testApi({ "PUT /api/v2/polls/3/votes": () => ({ status: 200, body: results([31], 2, 1) }) });
    await render({ poll: results([32], 1, 2) }, api);
    await userEvent.click(await screen.findByRole("button", { name: "Change vote" }));
    expect((screen.getByRole("radio", { name: "Workshop" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: "Online" }));
    await userEvent.click(screen.getByRole("button", { name: "Vote" }));
    await waitFor(() => expect(screen.getByText("Online (your vote)")).toBeTruthy());
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({ optionIDs: [31] });
  });

  it("offers checkboxes for multiple choice and shows the server's refusal", async () => {
    const api = testApi({
      "PUT /api/v2/polls/3/votes": () => ({ status: 409, body: { message: "This poll is closed: it takes no more votes.", status: 409 } }),
    });
    await render({ poll: poll({ multipleChoice: true, maxChoices: 2 }) }, api);
    expect(await screen.findByText("Choose up to 2 options")).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: "Online" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Workshop" }));
    await userEvent.click(screen.getByRole("button", { name: "Vote" }));
    expect(await screen.findByText("This poll is closed: it takes no more votes.")).toBeTruthy();
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({ optionIDs: [31, 32] });
  });

  it("shows a closed poll's results with no vote form", async () => {
    await render({ poll: { ...results([], 1, 1), isClosed: true, canVote: false } });
    expect(await screen.findByText("This poll is closed.")).toBeTruthy();
    expect(screen.getAllByRole("meter")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Vote" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Change vote" })).toBeNull();
  });

  it("lists who voted, on request, only where the server allows it (moderators, or a public poll)", async () => {
    const api = testApi({
      "GET /api/v2/polls/3/votes": () => ({
        status: 200,
        body: [
          { userID: 4, name: "Ada", optionIDs: [31], dateInserted: "2026-01-02T10:00:00Z" },
          { userID: 5, name: "Bob", optionIDs: [31, 32], dateInserted: "2026-01-02T11:00:00Z" },
        ],
      }),
    });
    await render({ poll: { ...results([31], 2, 1), canViewVoters: true } }, api);
    expect(api.requests.some((r) => r.path.endsWith("/votes"))).toBe(false);
    await userEvent.click(await screen.findByRole("button", { name: "Show voters" }));
    const voters = await screen.findByRole("list", { name: "Voters" });
    expect(
      within(voters)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Ada: Online", "Bob: Online, Workshop"]);
  });

  it("offers no voters to someone the server does not let see them", async () => {
    await render({ poll: results([31], 2, 1) });
    expect(await screen.findByRole("list", { name: "Results" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show voters" })).toBeNull();
  });

  it("renders nothing on a discussion with no poll for someone who cannot add it", async () => {
    const { container } = await render({});
    expect(container.textContent).toBe("");
  });
});

describe("NewPollForm", () => {
  it("adds and removes options (2 to 20) and posts the poll", async () => {
    const api = testApi({ "POST /api/v2/polls": () => ({ status: 201, body: poll() }) });
    await render({ canAddPoll: true }, api);
    await userEvent.type(await screen.findByRole("textbox", { name: /Question/ }), "Which meetup?");
    expect(screen.queryByRole("button", { name: /Remove option/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Add option" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Option 1" }), "Online");
    await userEvent.type(screen.getByRole("textbox", { name: "Option 2" }), "Workshop");
    await userEvent.type(screen.getByRole("textbox", { name: "Option 3" }), "Picnic");
    await userEvent.click(screen.getByRole("button", { name: "Remove option 3" }));
    for (let i = 0; i < 18; i += 1) await userEvent.click(screen.getByRole("button", { name: "Add option" }));
    expect(screen.getAllByRole("textbox", { name: /^Option/ })).toHaveLength(20);
    expect(screen.queryByRole("button", { name: "Add option" })).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "Allow more than one choice" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Show who voted to everyone" }));
    await userEvent.click(screen.getByRole("button", { name: "Create Poll" }));
    // The new poll replaces the form.
    expect(await screen.findByRole("heading", { name: "Which meetup would you join?" })).toBeTruthy();
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({
      discussionID: 12,
      name: "Which meetup?",
      options: ["Online", "Workshop"],
      multipleChoice: true,
      isPublic: true,
    });
  });

  it("shows the server's field errors under their fields", async () => {
    const api = testApi({
      "POST /api/v2/polls": () => ({
        status: 422,
        body: {
          message: "Validation failed.",
          status: 422,
          errors: { options: [{ field: "options", code: "duplicate", message: "Each option must be different." }] },
        },
      }),
    });
    await render({ canAddPoll: true }, api);
    await userEvent.type(await screen.findByRole("textbox", { name: /Question/ }), "Which?");
    await userEvent.click(screen.getByRole("button", { name: "Create Poll" }));
    expect(await screen.findByText("Each option must be different.")).toBeTruthy();
  });
});

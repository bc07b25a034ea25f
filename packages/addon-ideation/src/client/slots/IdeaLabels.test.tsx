import { guestBootstrap, memberBootstrap, testApi } from "@quorum/core/testing";
import { forumSlots } from "@quorum/forum/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anIdea, PLANNED } from "../testing/anIdea";
import { renderSlot } from "../testing/renderSlot";

const slot = () => within(screen.getByTestId("slot"));

describe("the idea's votes, status and note (forumSlots.discussionLabels)", () => {
  it("shows a member the score between the vote buttons, the status and the note; a vote sends and shows the new counts", async () => {
    const api = testApi({
      "PUT /api/v2/discussions/7/idea-vote": () => ({ status: 200, body: { ...PLANNED, upVotes: 3, score: 3, vote: "up" } }),
      "DELETE /api/v2/discussions/7/idea-vote": () => ({ status: 200, body: PLANNED }),
    });
    await renderSlot(forumSlots.discussionLabels, { discussion: anIdea() }, { bootstrap: memberBootstrap(), apiClient: api.client });
    expect(slot().getByText("Planned")).toBeTruthy();
    expect(slot().getByText("Coming in the spring.")).toBeTruthy();
    const up = slot().getByRole("button", { name: "Vote up: Dark mode" });
    expect(up.getAttribute("aria-pressed")).toBe("false");
    expect(slot().getByText("Score").parentElement?.textContent).toBe("Score 2");
    await userEvent.setup().click(up);
    await waitFor(() => expect(slot().getByText("Score").parentElement?.textContent).toBe("Score 3"));
    expect(api.requests.map((r) => [r.method, r.path, r.body])).toEqual([["PUT", "/api/v2/discussions/7/idea-vote", { vote: "up" }]]);
    expect(slot().getByRole("button", { name: "Vote up: Dark mode" }).getAttribute("aria-pressed")).toBe("true");
    // A click on one's own vote takes it back.
    await userEvent.setup().click(slot().getByRole("button", { name: "Vote up: Dark mode" }));
    await waitFor(() => expect(api.requests.at(-1)?.method).toBe("DELETE"));
    await waitFor(() => expect(slot().getByText("Score").parentElement?.textContent).toBe("Score 2"));
  });

  it("offers a down-vote only where the category takes them, and no vote on a closed status", async () => {
    const open = await renderSlot(forumSlots.discussionLabels, { discussion: anIdea() }, { bootstrap: memberBootstrap() });
    expect(slot().getByRole("button", { name: "Vote down: Dark mode" })).toBeTruthy();
    open.unmount();
    const upOnly = await renderSlot(forumSlots.discussionLabels, { discussion: anIdea({ allowDownVotes: false }) }, { bootstrap: memberBootstrap() });
    expect(slot().queryByRole("button", { name: "Vote down: Dark mode" })).toBeNull();
    upOnly.unmount();
    await renderSlot(
      forumSlots.discussionLabels,
      { discussion: anIdea({ status: { name: "Completed", state: "closed" }, canVote: false }) },
      { bootstrap: memberBootstrap() },
    );
    expect((slot().getByRole("button", { name: "Vote up: Dark mode" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a guest the score without buttons, and nothing on a plain discussion", async () => {
    const guest = await renderSlot(forumSlots.discussionLabels, { discussion: anIdea() }, { bootstrap: guestBootstrap() });
    expect(slot().queryAllByRole("button")).toEqual([]);
    expect(slot().getByText("Score").parentElement?.textContent).toBe("Score 2");
    guest.unmount();
    await renderSlot(forumSlots.discussionLabels, { discussion: anIdea({}, { type: "discussion" }) }, { bootstrap: memberBootstrap() });
    expect(screen.getByTestId("slot").textContent).toBe("");
  });

  it("shows the server's refusal", async () => {
    const api = testApi({ "PUT /api/v2/discussions/7/idea-vote": () => ({ status: 409, body: { message: "Voting is closed on this idea.", status: 409 } }) });
    await renderSlot(forumSlots.discussionLabels, { discussion: anIdea() }, { bootstrap: memberBootstrap(), apiClient: api.client });
    await userEvent.setup().click(slot().getByRole("button", { name: "Vote up: Dark mode" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Voting is closed on this idea.");
  });
});

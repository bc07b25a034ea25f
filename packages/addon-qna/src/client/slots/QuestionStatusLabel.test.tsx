import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aQuestion } from "../testing/fixtures";
import { renderSlot } from "../testing/renderSlot";
import { forumSlots } from "@quorum/forum/contract";

async function labelOf(discussion: ReturnType<typeof aQuestion>): Promise<string> {
  const view = await renderSlot(forumSlots.discussionLabels, { discussion });
  const text = screen.getByTestId("slot").textContent ?? "";
  view.unmount();
  return text;
}

describe("the question status label (forumSlots.discussionLabels)", () => {
  it("says 'Question' for Unanswered and Rejected, 'Answered' for Answered and 'Answered ✓' for Accepted", async () => {
    const shown = [];
    for (const statusID of [1, 2, 3, 4]) shown.push(await labelOf(aQuestion({ statusID })));
    expect(shown).toEqual(["Question", "Answered", "Answered ✓", "Question"]);
  });

  it("says nothing on a discussion that is not a question", async () => {
    expect(await labelOf(aQuestion({ type: "discussion", statusID: 0 }))).toBe("");
  });
});

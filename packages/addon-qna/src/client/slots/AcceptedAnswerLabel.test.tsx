import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { anAnswer, aQuestion } from "../testing/fixtures";
import { renderSlot } from "../testing/renderSlot";
import { forumSlots } from "@quorum/forum/contract";

describe("the accepted answer label (forumSlots.commentLabels)", () => {
  it("marks an accepted answer, and nothing else", async () => {
    const accepted = await renderSlot(forumSlots.commentLabels, { comment: anAnswer("accepted"), discussion: aQuestion() });
    expect(screen.getByTestId("slot").textContent).toBe("Accepted Answer");
    accepted.unmount();
    for (const status of ["pending", "rejected"] as const) {
      const view = await renderSlot(forumSlots.commentLabels, { comment: anAnswer(status), discussion: aQuestion() });
      expect(screen.getByTestId("slot").textContent).toBe("");
      view.unmount();
    }
  });
});

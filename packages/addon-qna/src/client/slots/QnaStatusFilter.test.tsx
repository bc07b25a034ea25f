import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderSlot } from "../testing/renderSlot";
import { forumSlots } from "@quorum/forum/contract";

type Params = Record<string, string | number | undefined>;

/** Renders the filter over a list's params; what it asks the list to change is recorded. */
async function renderFilter(params: Params) {
  const asked: Params[] = [];
  await renderSlot(forumSlots.discussionListFilters, { params, setParams: (next) => void asked.push({ ...next }) });
  return { asked, select: screen.getByRole<HTMLSelectElement>("combobox", { name: "Questions" }) };
}

describe("the Q&A status filter (forumSlots.discussionListFilters)", () => {
  it("offers every status and narrows the list to questions of the chosen one", async () => {
    const { asked, select } = await renderFilter({ sort: "-dateLastComment" });
    expect([...select.options].map((o) => o.textContent)).toEqual(["All", "Unanswered", "Answered", "Accepted", "Rejected"]);
    expect(select.value).toBe("all");
    const user = userEvent.setup();
    await user.selectOptions(select, "Accepted");
    await user.selectOptions(select, "Unanswered");
    expect(asked).toEqual([
      { type: "question", statusID: 3 },
      { type: "question", statusID: 1 },
    ]);
  });

  it("shows the list's current status and clears it with All", async () => {
    const { asked, select } = await renderFilter({ type: "question", statusID: 2 });
    expect(select.value).toBe("answered");
    await userEvent.setup().selectOptions(select, "All");
    expect(asked).toEqual([{ type: undefined, statusID: undefined }]);
  });
});

import { memberBootstrap, testApi } from "@quorum/core/testing";
import { forumSlots } from "@quorum/forum/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderSlot } from "../testing/renderSlot";

const routes = {
  "GET /api/v2/ideation/categories": () => ({ status: 200, body: [{ categoryID: 4, enabled: true, allowDownVotes: true }] }),
  "GET /api/v2/ideation/statuses": () => ({
    status: 200,
    body: [
      { statusID: 1, name: "Active", state: "open", sort: 1, isDefault: true },
      { statusID: 3, name: "Planned", state: "open", sort: 3, isDefault: false },
    ],
  }),
};

describe("the idea list filter (forumSlots.discussionListFilters)", () => {
  it("on an idea category's list, narrows it to a status and sorts it by top or trending", async () => {
    const setParams = vi.fn();
    await renderSlot(
      forumSlots.discussionListFilters,
      { params: { categoryID: 4 }, setParams },
      { bootstrap: memberBootstrap(), apiClient: testApi(routes).client },
    );
    const status = await screen.findByLabelText("Status");
    await waitFor(() => expect(screen.getAllByRole("option").map((o) => o.textContent)).toContain("Planned"));
    const user = userEvent.setup();
    await user.selectOptions(status, "3");
    expect(setParams).toHaveBeenLastCalledWith({ type: "idea", statusID: 3 });
    await user.selectOptions(screen.getByLabelText("Sort by"), "Top");
    expect(setParams).toHaveBeenLastCalledWith({ sort: "-score" });
    await user.selectOptions(screen.getByLabelText("Sort by"), "Trending");
    expect(setParams).toHaveBeenLastCalledWith({ sort: "-hot" });
  });

  it("renders nothing on the list of another category", async () => {
    const api = testApi(routes);
    await renderSlot(
      forumSlots.discussionListFilters,
      { params: { categoryID: 9 }, setParams: vi.fn() },
      { bootstrap: memberBootstrap(), apiClient: api.client },
    );
    await waitFor(() => expect(api.requests.map((r) => r.path)).toContain("/api/v2/ideation/categories"));
    expect(screen.queryByLabelText("Status")).toBeNull();
    expect(screen.getByTestId("slot").textContent).toBe("");
  });
});

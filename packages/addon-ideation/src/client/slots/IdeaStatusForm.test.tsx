import { moderatorBootstrap, testApi } from "@quorum/core/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp } from "@quorum/core/testing";
import { describe, expect, it, vi } from "vitest";
import { PLANNED } from "../testing/anIdea";
import { IdeaStatusForm } from "./IdeaStatusForm";

const statuses = [
  { statusID: 1, name: "Active", state: "open", sort: 1, isDefault: true },
  { statusID: 3, name: "Planned", state: "open", sort: 3, isDefault: false },
  { statusID: 5, name: "Completed", state: "closed", sort: 5, isDefault: false },
];

describe("the moderator's status form", () => {
  it("sends the chosen status and note, then closes", async () => {
    const api = testApi({
      "GET /api/v2/ideation/statuses": () => ({ status: 200, body: statuses }),
      "PATCH /api/v2/discussions/7/idea-status": () => ({ status: 200, body: PLANNED }),
    });
    const onDone = vi.fn();
    renderWithApp(<IdeaStatusForm discussionID={7} idea={{ ...PLANNED, statusID: 1, statusNotes: null }} onDone={onDone} />, {
      bootstrap: moderatorBootstrap(),
      apiClient: api.client,
    });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Active", "Planned", "Completed"]));
    await user.selectOptions(screen.getByLabelText("Status"), "Planned");
    await user.type(screen.getByLabelText("Note"), "Coming in the spring.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.requests.filter((r) => r.method === "PATCH").map((r) => [r.path, r.body])).toEqual([
      ["/api/v2/discussions/7/idea-status", { statusID: 3, note: "Coming in the spring." }],
    ]);
  });

  it("shows the server's refusal and stays open", async () => {
    const api = testApi({
      "GET /api/v2/ideation/statuses": () => ({ status: 200, body: statuses }),
      "PATCH /api/v2/discussions/7/idea-status": () => ({ status: 403, body: { message: "Permission Problem", status: 403 } }),
    });
    const onDone = vi.fn();
    renderWithApp(<IdeaStatusForm discussionID={7} idea={PLANNED} onDone={onDone} />, { bootstrap: moderatorBootstrap(), apiClient: api.client });
    await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Permission Problem");
    expect(onDone).not.toHaveBeenCalled();
  });
});

import { guestBootstrap, MEMBER, memberBootstrap, MODERATOR_PERMISSIONS, moderatorBootstrap, testApi } from "@quorum/core/testing";
import type { PermissionsPayload } from "@quorum/api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anAnswer, aQuestion } from "../testing/fixtures";
import { renderSlot } from "../testing/renderSlot";
import { forumSlots } from "@quorum/forum/contract";

/** A moderator holding `qna.accept` globally, as the add-on's migration grants it. */
const JUDGING_MODERATOR: PermissionsPayload = {
  ...MODERATOR_PERMISSIONS,
  permissions: MODERATOR_PERMISSIONS.permissions.map((p) => (p.type === "global" ? { ...p, permissions: { ...p.permissions, "qna.accept": true } } : p)),
};

const buttons = () =>
  within(screen.getByTestId("slot"))
    .queryAllByRole("button")
    .map((b) => b.textContent);

describe("Accept / Reject (forumSlots.commentActions)", () => {
  it("lets the asker accept an answer, sending the judgement", async () => {
    const api = testApi({ "PATCH /api/v2/comments/100/answer": () => ({ status: 200, body: anAnswer("accepted") }) });
    await renderSlot(forumSlots.commentActions, { comment: anAnswer(), discussion: aQuestion() }, { bootstrap: memberBootstrap(), apiClient: api.client });
    expect(buttons()).toEqual(["Accept", "Reject"]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() =>
      expect(api.requests.map((r) => [r.method, r.path, r.body])).toEqual([["PATCH", "/api/v2/comments/100/answer", { status: "accepted" }]]),
    );
  });

  it("shows a moderator holding qna.accept the buttons on someone else's question", async () => {
    await renderSlot(
      forumSlots.commentActions,
      { comment: anAnswer(), discussion: aQuestion() },
      { bootstrap: moderatorBootstrap({ permissions: JUDGING_MODERATOR }) },
    );
    expect(buttons()).toEqual(["Accept", "Reject"]);
  });

  it("shows nothing to another member, a moderator without qna.accept, or a guest", async () => {
    const props = { comment: anAnswer(), discussion: aQuestion() };
    for (const bootstrap of [memberBootstrap({ user: { ...MEMBER, userID: 99 } }), moderatorBootstrap(), guestBootstrap()]) {
      const view = await renderSlot(forumSlots.commentActions, props, { bootstrap });
      expect(buttons()).toEqual([]);
      view.unmount();
    }
  });

  it("offers to take a judgement back", async () => {
    const api = testApi({ "PATCH /api/v2/comments/100/answer": () => ({ status: 200, body: anAnswer() }) });
    const view = await renderSlot(
      forumSlots.commentActions,
      { comment: anAnswer("accepted"), discussion: aQuestion() },
      { bootstrap: memberBootstrap(), apiClient: api.client },
    );
    expect(buttons()).toEqual(["Undo Accept"]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Undo Accept" }));
    await waitFor(() => expect(api.requests.at(-1)?.body).toEqual({ status: "pending" }));
    view.unmount();
    await renderSlot(forumSlots.commentActions, { comment: anAnswer("rejected"), discussion: aQuestion() }, { bootstrap: memberBootstrap() });
    expect(buttons()).toEqual(["Undo Reject"]);
  });

  it("shows the server's refusal", async () => {
    const api = testApi({ "PATCH /api/v2/comments/100/answer": () => ({ status: 403, body: { message: "Permission Problem", status: 403 } }) });
    await renderSlot(forumSlots.commentActions, { comment: anAnswer(), discussion: aQuestion() }, { bootstrap: memberBootstrap(), apiClient: api.client });
    await userEvent.setup().click(screen.getByRole("button", { name: "Reject" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Permission Problem");
  });

  it("is absent on comments that are no answers: the asker's own, or on a plain discussion", async () => {
    const own = await renderSlot(
      forumSlots.commentActions,
      { comment: anAnswer("pending", { attributes: {} }), discussion: aQuestion() },
      { bootstrap: memberBootstrap() },
    );
    expect(buttons()).toEqual([]);
    own.unmount();
    await renderSlot(forumSlots.commentActions, { comment: anAnswer(), discussion: aQuestion({ type: "discussion" }) }, { bootstrap: memberBootstrap() });
    expect(buttons()).toEqual([]);
  });
});

import { act, screen } from "@testing-library/react";
import type { Comment, Discussion } from "@quorum/api";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../testing/renderWithApp";
import { memberBootstrap } from "../testing/testBootstrap";
import { useAddon } from "./AddonContext";
import { defineAddon } from "./defineAddon";
import { defineSlot, slotItem } from "./defineSlot";
import { Slot } from "./Slot";
import { useSlotRenderer } from "./useSlotRenderer";

// Slots as a feature would publish them (the forum's own live in its contract).
const SLOTS = {
  discussionLabels: defineSlot<{ discussion: Discussion }>("discussion.labels"),
  commentActions: defineSlot<{ comment: Comment; discussion: Discussion }>("comment.actions"),
};

const question = { discussionID: 3, name: "How do I?", type: "question" } as Discussion;
const plain = { discussionID: 4, name: "Hello", type: "discussion" } as Discussion;

function Status({ discussion }: { discussion: Discussion }) {
  return <span>{`${useAddon().key}: ${discussion.name}`}</span>;
}
function MembersOnly() {
  return <span>for members</span>;
}

const qna = defineAddon({
  key: "qna",
  slots: [
    slotItem(SLOTS.discussionLabels, {
      id: "qna.status",
      order: 10,
      when: ({ discussion }) => discussion.type === "question",
      load: async () => ({ default: Status }),
    }),
    slotItem(SLOTS.discussionLabels, { id: "qna.members", order: 20, permission: "comments.add", load: async () => ({ default: MembersOnly }) }),
  ],
});

/** Several slots from one renderer, as a thread's comments use it. */
function Rendered() {
  const renderSlot = useSlotRenderer();
  return (
    <>
      <div data-testid="rendered-question">
        {renderSlot(SLOTS.discussionLabels, { discussion: question }, (items) => (
          <b>{items}</b>
        ))}
      </div>
      <div data-testid="rendered-plain">{renderSlot(SLOTS.discussionLabels, { discussion: plain })}</div>
      <div data-testid="rendered-empty">
        {renderSlot(SLOTS.commentActions, { comment: {} as never, discussion: plain }, (items) => (
          <b>{items}</b>
        ))}
      </div>
    </>
  );
}

function Components() {
  return (
    <>
      <div data-testid="slot-question">
        <Slot slot={SLOTS.discussionLabels} props={{ discussion: question }} wrap={(items) => <b>{items}</b>} />
      </div>
      <div data-testid="slot-plain">
        <Slot slot={SLOTS.discussionLabels} props={{ discussion: plain }} />
      </div>
      <div data-testid="slot-empty">
        <Slot slot={SLOTS.commentActions} props={{ comment: {} as never, discussion: plain }} wrap={(items) => <b>{items}</b>} />
      </div>
    </>
  );
}

describe("useSlotRenderer", () => {
  it("renders each slot exactly as a Slot component does: items by permission and `when`, wrapped, nothing when empty", async () => {
    const view = renderWithApp(
      <>
        <Rendered />
        <Components />
      </>,
      { addons: [qna], bootstrap: memberBootstrap() },
    );
    await act(() => view.registry.loadSlots());
    expect((await screen.findByTestId("rendered-question")).innerHTML).toBe("<b><span>qna: How do I?</span><span>for members</span></b>");
    expect(screen.getByTestId("rendered-plain").innerHTML).toBe("<span>for members</span>");
    expect(screen.getByTestId("rendered-empty").innerHTML).toBe("");
    for (const name of ["question", "plain", "empty"]) {
      expect(screen.getByTestId(`rendered-${name}`).innerHTML).toBe(screen.getByTestId(`slot-${name}`).innerHTML);
    }
  });
});

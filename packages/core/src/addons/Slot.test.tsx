import { act, screen } from "@testing-library/react";
import type { Comment, Discussion } from "@quorum/api";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../testing/renderWithApp";
import { guestBootstrap, memberBootstrap } from "../testing/testBootstrap";
import { useAddon } from "./AddonContext";
import { defineAddon } from "./defineAddon";
import { defineSlot, slotItem } from "./defineSlot";
import { Slot } from "./Slot";

// Slots as a feature would publish them (the forum's own live in its contract).
const SLOTS = {
  discussionLabels: defineSlot<{ discussion: Discussion }>("discussion.labels"),
  commentActions: defineSlot<{ comment: Comment; discussion: Discussion }>("comment.actions"),
};

const discussion = { discussionID: 3, name: "How do I?", type: "question", statusID: 3 } as Discussion;

function Answered({ discussion }: { discussion: Discussion }) {
  const addon = useAddon();
  return <span>{`${addon.key}: ${discussion.statusID === 3 ? "Answered ✓" : "Question"}`}</span>;
}
function Broken(): never {
  throw new Error("The label broke.");
}
function MembersOnly() {
  return <span>for members</span>;
}

const qna = defineAddon({
  key: "qna",
  slots: [
    slotItem(SLOTS.discussionLabels, { id: "qna.status", order: 20, load: async () => ({ default: Answered }) }),
    slotItem(SLOTS.discussionLabels, { id: "qna.members", order: 30, permission: "comments.add", load: async () => ({ default: MembersOnly }) }),
  ],
});
const broken = defineAddon({
  key: "broken",
  slots: [slotItem(SLOTS.discussionLabels, { id: "broken.label", order: 10, load: async () => ({ default: Broken }) })],
});

async function renderSlot(bootstrap = guestBootstrap()) {
  const view = renderWithApp(<Slot slot={SLOTS.discussionLabels} props={{ discussion }} wrap={(items) => <div data-testid="labels">{items}</div>} />, {
    addons: [broken, qna],
    bootstrap,
  });
  await act(() => view.registry.loadSlots());
  return view;
}

describe("Slot", () => {
  it("renders the enabled add-ons' items in order, in their add-on context, each in its own boundary", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderSlot();
    const labels = await screen.findByTestId("labels");
    expect(await screen.findByText("qna: Answered ✓")).toBeTruthy();
    // The broken item (first by order) shows its error message; its neighbour still renders.
    expect(labels.textContent).toMatch(/^The label broke\./);
    expect(screen.queryByText("for members")).toBeNull();
  });

  it("shows items that need a permission to users holding it ", async () => {
    await renderSlot(memberBootstrap());
    expect(await screen.findByText("for members")).toBeTruthy();
  });

  it("renders an item with `when` only where it answers true, and nothing for it elsewhere", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const questionsOnly = defineAddon({
      key: "qna",
      slots: [
        slotItem(SLOTS.discussionLabels, {
          id: "qna.status",
          order: 10,
          when: ({ discussion }) => discussion.type === "question",
          load: async () => ({ default: Answered }),
        }),
        // A `when` that throws hides its own item only.
        slotItem(SLOTS.discussionLabels, {
          id: "qna.faulty",
          order: 20,
          when: () => {
            throw new Error("faulty");
          },
          load: async () => ({ default: MembersOnly }),
        }),
      ],
    });
    const plain = { ...discussion, type: "discussion" } as Discussion;
    const view = renderWithApp(
      <>
        <Slot slot={SLOTS.discussionLabels} props={{ discussion }} wrap={(items) => <div data-testid="question">{items}</div>} />
        <Slot slot={SLOTS.discussionLabels} props={{ discussion: plain }} wrap={(items) => <div data-testid="plain">{items}</div>} />
      </>,
      { addons: [questionsOnly] },
    );
    await act(() => view.registry.loadSlots());
    expect((await screen.findByTestId("question")).textContent).toBe("qna: Answered ✓");
    // Not even the wrapper: the slot is empty for a plain discussion.
    expect(screen.queryByTestId("plain")).toBeNull();
    expect(screen.queryByText("for members")).toBeNull();
  });

  it("renders nothing, not even its wrapper, when no add-on fills the slot", () => {
    renderWithApp(<Slot slot={SLOTS.commentActions} props={{ comment: {} as never, discussion }} wrap={(items) => <div data-testid="actions">{items}</div>} />);
    expect(screen.queryByTestId("actions")).toBeNull();
  });
});

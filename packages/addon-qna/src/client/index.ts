// The client half of @quorum/addon-qna: a small descriptor, no side effects. Every component sits
// behind `load`, so a site with Q&A disabled downloads none of it (docs/architecture.md §1).
import type { Discussion } from "@quorum/api";
import { defineAddon, SLOTS, slotItem } from "@quorum/core";

// Q&A's labels and answer actions concern questions only: elsewhere they cost no render at all.
const isQuestion = ({ discussion }: { discussion: Discussion }): boolean => discussion.type === "question";

export default defineAddon({
  key: "qna",
  widgets: {
    AnswerThreadAsset: { load: () => import("./widgets/AnswerThreadAsset") },
  },
  postTypes: [{ type: "question", label: "Ask a Question", order: 10 }],
  slots: [
    slotItem(SLOTS.discussionLabels, { id: "qna.status", order: 10, when: isQuestion, load: () => import("./slots/QuestionStatusLabel") }),
    slotItem(SLOTS.commentLabels, { id: "qna.accepted", order: 10, when: isQuestion, load: () => import("./slots/AcceptedAnswerLabel") }),
    slotItem(SLOTS.commentActions, { id: "qna.judge", order: 10, when: isQuestion, load: () => import("./slots/AnswerActions") }),
    slotItem(SLOTS.discussionListFilters, { id: "qna.status", order: 10, load: () => import("./slots/QnaStatusFilter") }),
  ],
});

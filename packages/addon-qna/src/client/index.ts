// The client half of @quorum/addon-qna: a small descriptor, no side effects. Every component sits
// behind `load`, so a site with Q&A disabled downloads none of it (docs/architecture.md §1).
import type { Discussion } from "@quorum/api";
import { defineAddon, slotItem } from "@quorum/core";
import { forumPostTypes, forumSlots } from "@quorum/forum/contract";
import { quorum } from "../../package.json";
import { answerThreadWidget } from "../shared/widgets";

// Q&A's labels and answer actions concern questions only: elsewhere they cost no render at all.
const isQuestion = ({ discussion }: { discussion: Discussion }): boolean => discussion.type === "question";

export default defineAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  // Its shared widget definitions (`shared/widgets.ts`); the questions widget renders the forum's list.
  widgets: [answerThreadWidget.client(() => import("./widgets/AnswerThreadAsset"))],
  extend: [forumPostTypes.with({ type: "question", label: "Ask a Question", order: 10 })],
  slots: [
    slotItem(forumSlots.discussionLabels, { id: "qna.status", order: 10, when: isQuestion, load: () => import("./slots/QuestionStatusLabel") }),
    slotItem(forumSlots.commentLabels, { id: "qna.accepted", order: 10, when: isQuestion, load: () => import("./slots/AcceptedAnswerLabel") }),
    slotItem(forumSlots.commentActions, { id: "qna.judge", order: 10, when: isQuestion, load: () => import("./slots/AnswerActions") }),
    slotItem(forumSlots.discussionListFilters, { id: "qna.status", order: 10, load: () => import("./slots/QnaStatusFilter") }),
  ],
});

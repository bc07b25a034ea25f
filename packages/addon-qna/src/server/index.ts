// The server half of @quorum/addon-qna (`@quorum/addon-qna/server`): the question post type, answer
// judgements and question statuses, the question layout, the questions widget and its place on the forum's home page, demo questions.
import { forumHooks } from "@quorum/forum/contract/server";
import { defineServerAddon, definePermission } from "@quorum/server";
import { ACCEPT_PERMISSION } from "../shared/canJudgeAnswers";
import { QNA_STATUS } from "../shared/QNA_STATUS";
import { addAnswerFields } from "./extend/addAnswerFields";
import { addQuestionFields } from "./extend/addQuestionFields";
import { updateQuestionStatus } from "./extend/updateQuestionStatus";
import { QNA_LAYOUTS } from "./layouts/QNA_LAYOUTS";
import { QNA_PLACEMENTS } from "./layouts/QNA_PLACEMENTS";
import { QNA_WIDGETS } from "./layouts/QNA_WIDGETS";
import { m0001Qna } from "./migrations/0001_qna";
import { answerAcceptedNotifications } from "./notifications/answerAcceptedNotifications";
import { answerRoutes } from "./routes/answerRoutes";
import { seedQna } from "./seed/seedQna";
import { quorum } from "../../package.json";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "Q&A",
  description: "Questions with answers the asker can accept: statuses, an accepted-first answer thread, a questions widget and a status filter.",
  version: "0.1.0",
  coreVersion: "^0.1.0",
  enabledByDefault: true,
  requires: { forum: "^0.1" },
  permissions: [
    definePermission(ACCEPT_PERMISSION, {
      scope: "global",
      defaultRoles: ["moderator", "administrator"],
      description: "Accept or reject the answers of anyone's question.",
    }),
  ],
  migrations: [m0001Qna],
  extend: [
    forumHooks.postType.with({ type: "question", name: "Question", initialStatusID: QNA_STATUS.unanswered }),
    forumHooks.discussionSerialize.with(addQuestionFields),
    forumHooks.commentSerialize.with(addAnswerFields),
    forumHooks.commentAfterCreate.with(updateQuestionStatus),
    forumHooks.commentAfterDelete.with(updateQuestionStatus),
  ],
  routes(app) {
    // Registered here too, so a restarted process works the events left waiting.
    app.quorum.notifications.register(answerAcceptedNotifications);
    answerRoutes(app);
  },
  widgets: QNA_WIDGETS,
  layouts: QNA_LAYOUTS,
  placements: QNA_PLACEMENTS,
  seed: seedQna,
});

// For other server code and tests of sites that install the add-on.
export { QNA_STATUS } from "../shared/QNA_STATUS";
export type { QuestionStatus } from "../shared/QNA_STATUS";
export type { AnswerAttributes, AnswerPatch, AnswerStatus, QuestionAttributes } from "../shared/QnaAttributes";
export { ACCEPT_PERMISSION } from "../shared/canJudgeAnswers";

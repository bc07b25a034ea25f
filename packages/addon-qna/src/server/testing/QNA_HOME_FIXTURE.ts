import { defineServerAddon, type ServerAddon } from "@quorum/server";

/**
 * A page placing Q&A's questions widget twice, as a site manager might (layout view type
 * "qnaHome"): a tiny add-on of the tests, requiring Q&A so it is on exactly when Q&A is.
 */
export const QNA_HOME_FIXTURE: ServerAddon = defineServerAddon({
  key: "qnaHomeFixture",
  name: "Q&A home fixture",
  description: "Places the questions widget, for tests.",
  version: "0.1.0",
  enabledByDefault: true,
  requires: { qna: "^0.1" },
  layouts: {
    qnaHome: [
      { $hydrate: "react.discussion.questions" },
      { $hydrate: "react.discussion.questions", title: "Unanswered Questions", apiParams: { statusID: 1 } },
    ],
  },
});

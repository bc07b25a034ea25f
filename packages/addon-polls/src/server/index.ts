// The server half of @quorum/addon-polls (`@quorum/addon-polls/server`): the poll post type, its
// poll (question, options, votes), the `poll` layout and the poll widget, demo polls (issue 17 §1).
import { forumHooks } from "@quorum/forum/contract/server";
import { definePermission, defineServerAddon } from "@quorum/server";
import { quorum, version } from "../../package.json";
import { MODERATE_PERMISSION, VOTE_PERMISSION } from "../shared/POLL_PERMISSIONS";
import { POLL_LAYOUTS } from "./layouts/POLL_LAYOUTS";
import { POLL_WIDGETS } from "./layouts/POLL_WIDGETS";
import { m0001Polls } from "./migrations/0001_polls";
import { pollRoutes } from "./routes/pollRoutes";
import { seedPolls } from "./seed/seedPolls";
import { addPollFields } from "./services/addPollFields";
import { pollDraftFields } from "./services/pollDraftFields";
import { requirePollWithPost } from "./services/requirePollWithPost";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "Polls",
  description: "Poll posts: a question with 2 to 20 options, single or multiple choice, an optional closing date, results as bars.",
  version,
  coreVersion: "^0.1.0",
  requires: { forum: "^0.1" },
  permissions: [
    definePermission(VOTE_PERMISSION, {
      scope: "global",
      defaultRoles: ["member", "moderator", "administrator"],
      description: "Vote in the polls of the categories one can see.",
    }),
    definePermission(MODERATE_PERMISSION, {
      scope: "global",
      defaultRoles: ["moderator", "administrator"],
      description: "See every poll's results and voters, and add the poll to anyone's poll discussion.",
    }),
  ],
  migrations: [m0001Polls],
  extend: [
    forumHooks.postType.with({ type: "poll", name: "Poll", draftFields: pollDraftFields }),
    forumHooks.discussionSerialize.with(addPollFields),
    forumHooks.discussionAfterCreate.with(requirePollWithPost),
  ],
  routes: pollRoutes,
  widgets: POLL_WIDGETS,
  layouts: POLL_LAYOUTS,
  seed: seedPolls,
});

export type { Poll, PollAttributes, PollOption, PollVoter } from "../shared/Poll";
export { MODERATE_PERMISSION, VOTE_PERMISSION } from "../shared/POLL_PERMISSIONS";

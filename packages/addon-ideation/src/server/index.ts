// The server half of Ideation (`@quorum/addon-ideation/server`): idea categories, votes, the
// site's idea statuses and an idea's status with a note that notifies its voters (issue 16 §3).
import { forumHooks } from "@quorum/forum/contract/server";
import { definePermission, defineServerAddon } from "@quorum/server";
import { quorum, version } from "../../package.json";
import { IDEA_TYPE, MODERATE_PERMISSION } from "../shared/IdeaAttributes";
import { addIdeaFields } from "./extend/addIdeaFields";
import { isIdeaCategory } from "./extend/isIdeaCategory";
import { makeIdea } from "./extend/makeIdea";
import { m0001Ideation } from "./migrations/0001_ideation";
import { ideationRoutes } from "./routes/ideationRoutes";
import { seedIdeation } from "./seed/seedIdeation";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "Ideation",
  description: "Idea categories: members post ideas and vote on them; moderators move them through statuses.",
  version,
  coreVersion: "^0.1.0",
  requires: { forum: "^0.1" },
  permissions: [
    definePermission(MODERATE_PERMISSION, {
      scope: "global",
      defaultRoles: ["moderator", "administrator"],
      description: "Change the status of ideas, with a note their voters are told of.",
    }),
  ],
  migrations: [m0001Ideation],
  extend: [
    // Offered in idea categories only: the forum tells the page (no client code here).
    forumHooks.postType.with({ type: IDEA_TYPE, name: "Idea", allowedIn: isIdeaCategory }),
    forumHooks.discussionAfterCreate.with(makeIdea),
    forumHooks.discussionSerialize.with(addIdeaFields),
  ],
  routes: ideationRoutes,
  seed: seedIdeation,
});

export type { IdeaAttributes, IdeaCategorySettings, IdeaStatus, IdeaStatusState, IdeaVote } from "../shared/IdeaAttributes";
export { MODERATE_PERMISSION } from "../shared/IdeaAttributes";

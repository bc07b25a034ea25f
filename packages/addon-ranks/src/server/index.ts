// The server half of Ranks (issue 17 §3): ranks members earn by posts, points, days since joining
// or roles (or are given), shown beside their names, with limits such as no links below a rank.
import { forumHooks } from "@quorum/forum/contract/server";
import { definePermission, defineServerAddon, userHooks } from "@quorum/server";
import { quorum, version } from "../../package.json";
import { ranksDb } from "./db/RanksTables";
import { m0001Ranks } from "./migrations/0001_ranks";
import { rankRoutes } from "./routes/rankRoutes";
import { seedRanks } from "./seed/seedRanks";
import { labelUsers } from "./services/labelUsers";
import { MANAGE_PERMISSION } from "./services/MANAGE_PERMISSION";
import { queueRankRecompute, SITE_ACTOR } from "./services/queueRankRecompute";
import { rankAfterPost } from "./services/rankAfterPost";
import { rankLinkLimit } from "./services/rankLinkLimit";
import { serializeUserRanks } from "./services/serializeUserRanks";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "Ranks",
  description: "Ranks members earn by posting, points, time or role, shown beside their names.",
  version,
  coreVersion: "^0.1.0",
  requires: { forum: "^0.1" },
  permissions: [
    definePermission(MANAGE_PERMISSION, {
      scope: "global",
      defaultRoles: ["administrator"],
      description: "Create, edit, order and delete ranks, and give members a rank.",
    }),
  ],
  migrations: [m0001Ranks],
  // The rank travels as the user fragment's `label` (and `labelStyle`), which the forum's author
  // line and core's user card already render: no client code on the pages that show it.
  extend: [
    forumHooks.discussionSerialize.with((discussions, ctx) =>
      labelUsers(
        discussions.flatMap((discussion) => [discussion.insertUser, discussion.lastUser]),
        ctx,
      ),
    ),
    forumHooks.commentSerialize.with((comments, ctx) =>
      labelUsers(
        comments.map((comment) => comment.insertUser),
        ctx,
      ),
    ),
    userHooks.serialize.with(serializeUserRanks),
    forumHooks.beforeSave.with(rankLinkLimit),
    forumHooks.discussionAfterCreate.with(rankAfterPost),
    forumHooks.commentAfterCreate.with(rankAfterPost),
  ],
  routes: rankRoutes,
  seed: seedRanks,
  // While Ranks was off, no post ranked anyone and the worker dropped a waiting recompute (the
  // platform drops a disabled add-on's jobs): switched on again, everyone is ranked again.
  onEnable: async ({ db }) => queueRankRecompute(ranksDb(db), SITE_ACTOR),
});

export { MANAGE_PERMISSION } from "./services/MANAGE_PERMISSION";
export type { Rank, RankAbilities, RankCriteria, RankLabelStyle, UserRank } from "../shared/Rank";

import { DEFAULT_PAGE_LIMIT } from "@quorum/api";
import { profileRecordOf, type HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";
import { forumDb } from "../../db/forumDb";
import { listUserPosts, type UserPostsQuery } from "../../services/profiles/listUserPosts";
import { hydrateServiceContext } from "../hydrateServiceContext";

/** What each of the forum's profile tabs lists. */
const KINDS: Readonly<Record<string, UserPostsQuery["kinds"]>> = {
  "": ["discussion", "comment"],
  discussions: ["discussion"],
  comments: ["comment"],
  reactions: ["discussion", "comment"],
};

/** The reactions tab without a choice shows the posts that were liked. */
const DEFAULT_REACTION = "like";

/**
 * `react.profile.posts` -> ProfilePostsWidget: the posts of the profile page's tab (the framework's
 * profile record says whose, which tab and whether the viewer sees the full profile), paged by
 * the `page` param. Nothing (`posts: null`) for the restricted view of a private or banned
 * profile. An unknown reaction lists nothing, as a reaction nobody gave would.
 */
export const profilePostsWidget = forumWidgets.profilePosts.hydrate<HydrateContext>(async (props, ctx) => {
  const profile = profileRecordOf(ctx.record);
  const limit = DEFAULT_PAGE_LIMIT;
  const requested = Number(ctx.lookup.params.page);
  const page = Number.isSafeInteger(requested) && requested >= 1 && requested <= 100000 ? requested : 1;
  const kinds = profile ? KINDS[profile.tab] : undefined;
  const empty = { ...props, posts: null, tab: profile?.tab ?? "", userName: profile?.user.name ?? "", paging: { page, limit, total: 0 } };
  if (!profile || profile.view !== "full" || !kinds) return empty;

  const service = hydrateServiceContext(ctx);
  let reactionTagID: number | undefined;
  let reactionChoice: { reactions?: Array<{ urlcode: string; name: string }>; reaction?: string } = {};
  if (profile.tab === "reactions") {
    const types = await forumDb(ctx.db)
      .selectFrom("reactionTypes")
      .select(["urlcode", "name", "tagID"])
      .where("active", "=", true)
      .where("class", "<>", "flag")
      .orderBy("sort")
      .orderBy("tagID")
      .execute();
    const asked = typeof ctx.lookup.params.reaction === "string" ? ctx.lookup.params.reaction.toLowerCase() : DEFAULT_REACTION;
    const chosen = types.find((type) => type.urlcode === asked);
    reactionChoice = { reactions: types.map(({ urlcode, name }) => ({ urlcode, name })), reaction: asked };
    if (!chosen) return { ...empty, ...reactionChoice, posts: [] };
    reactionTagID = chosen.tagID;
  }
  const result = await listUserPosts(service, { userID: profile.user.userID, page, limit, kinds, ...(reactionTagID !== undefined ? { reactionTagID } : {}) });
  return { ...props, ...reactionChoice, posts: result.posts, tab: profile.tab, userName: profile.user.name, paging: { page, limit, total: result.total } };
});

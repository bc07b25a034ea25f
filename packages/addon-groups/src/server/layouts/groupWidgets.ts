import { forumWidgets, type DiscussionListWidgetProps } from "@quorum/forum/contract/server";
import type { HydrateContext } from "@quorum/server";
import type { Group, GroupMember } from "../../shared/Group";
import { groupAboutWidget, groupBannerWidget, groupDiscussionsWidget, groupMembersWidget } from "../../shared/widgets";
import { groupsDb } from "../db/GroupsTables";

/** Discussions per page of a group's list. */
const LIMIT = 10;

/** The page's group (the `group` view's record, serialized for the viewer), or null elsewhere. */
function pageGroup(ctx: HydrateContext): Group | null {
  const record = ctx.record as Partial<Group> | null;
  return ctx.lookup.layoutViewType === "group" && record && typeof record.groupID === "number" && record.viewer ? (record as Group) : null;
}

const groupBanner = groupBannerWidget.hydrate<HydrateContext>((_props, ctx) => ({ group: pageGroup(ctx) }));

const groupAbout = groupAboutWidget.hydrate<HydrateContext>((_props, ctx) => ({ group: pageGroup(ctx) }));

/** The members, leaders first, to those who may read the group (as `GET /groups/{id}/members`). */
const groupMembers = groupMembersWidget.hydrate<HydrateContext>(async (_props, ctx) => {
  const group = pageGroup(ctx);
  if (!group?.viewer.canRead) return { group, members: null };
  const rows = await groupsDb(ctx.db)
    .selectFrom("groupMembers as m")
    .innerJoin("users as u", "u.userID", "m.userID")
    .select(["m.userID", "u.name", "u.photoUrl", "m.role", "m.dateInserted"])
    .where("m.groupID", "=", group.groupID)
    .orderBy("m.role")
    .orderBy("u.name")
    .execute();
  const members: GroupMember[] = rows.map((row) => ({ ...row, dateInserted: new Date(row.dateInserted).toISOString() }));
  return { group, members };
});

/**
 * A page of the group's discussions (`?page=`), newest activity first: the forum's own list of
 * its category, hydrated through the forum's catalog id, so the forum's permission checks decide
 * what the viewer sees. Null to those who may not read the group.
 */
const groupDiscussions = groupDiscussionsWidget.hydrate<HydrateContext>(async (_props, ctx) => {
  const group = pageGroup(ctx);
  const empty = { page: 1, limit: LIMIT, total: 0 };
  if (!group?.viewer.canRead) return { group, discussions: null, paging: empty };
  if (group.categoryID === null) return { group, discussions: [], paging: empty };
  const node = await ctx.hydrate({ $hydrate: forumWidgets.discussions.id, apiParams: { categoryID: group.categoryID, limit: LIMIT }, showPager: true });
  // The forum's hydrator answers its widget's props (forumWidgets.discussions): the node carries them untyped.
  const list = node?.$reactProps as DiscussionListWidgetProps | undefined;
  const discussions = (list?.discussions ?? []).map((d) => ({ discussionID: d.discussionID, name: d.name, url: d.url, countComments: d.countComments }));
  const paging = list?.paging ?? empty;
  return { group, discussions, paging: { page: paging.page, limit: paging.limit, total: paging.total ?? discussions.length } };
});

export const GROUP_WIDGETS = [groupBanner, groupAbout, groupMembers, groupDiscussions];

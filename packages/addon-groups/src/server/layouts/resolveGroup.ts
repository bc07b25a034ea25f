import { notFound, type ViewResolver } from "@quorum/server";
import { groupsDb } from "../db/GroupsTables";
import { loadGroupAccess } from "../services/groupAccess";
import { serializeGroups } from "../services/serializeGroups";

/**
 * The `group` view (`/groups/{groupID}`): the group as the viewer may see it, the page's record.
 * A malformed id, a missing group and a secret one the viewer may not know of are all the same
 * 404 (as `GET /groups/{id}`), so the page is the not-found page.
 */
export const resolveGroup: ViewResolver = async (lookup, ctx) => {
  const given = lookup.params.groupID ?? lookup.recordID;
  const groupID = typeof given === "number" ? given : /^\d{1,9}$/.test(String(given)) ? Number(given) : 0;
  if (groupID < 1) throw notFound("Group");
  const db = groupsDb(ctx.db);
  const access = await loadGroupAccess(db, ctx.viewer, groupID);
  const [group] = await serializeGroups(db, [access.group], ctx.viewer);
  if (!group) throw notFound("Group");
  return {
    layoutViewType: "group",
    record: { ...group },
    seo: { title: group.name, ...(group.description ? { description: group.description.slice(0, 200) } : {}), url: group.url },
  };
};

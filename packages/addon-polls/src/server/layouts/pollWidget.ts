import type { HydrateContext } from "@quorum/server";
import { canViewCategory } from "@quorum/forum/contract/server";
import { pollWidget as definition } from "../../shared/widgets";
import { pollsDb } from "../db/PollsTables";
import { accessOf } from "../services/pollAccess";
import { serializePoll } from "../services/serializePoll";

/**
 * `react.poll` -> PollWidget: the poll of the page's discussion (a poll's discussion page), or of
 * the `discussionID` a layout gives it. Nothing of a discussion the viewer cannot see: the widget
 * then renders as a discussion with no poll, to nobody able to add one.
 */
export const pollWidget = definition.hydrate<HydrateContext>(async (props, ctx) => {
  const record = ctx.record as { discussionID?: unknown; categoryID?: unknown; insertUserID?: unknown } | null;
  const given = typeof props.discussionID === "number" ? props.discussionID : Number(record?.discussionID);
  const title = typeof props.title === "string" ? props.title : undefined;
  const empty = { ...(title ? { title } : {}), discussionID: Number.isInteger(given) ? given : 0, canAddPoll: false, poll: null };
  if (!Number.isInteger(given) || given < 1) return empty;
  const db = pollsDb(ctx.db);
  const discussion = await db
    .selectFrom("discussions")
    .select(["discussionID", "categoryID", "type", "insertUserID"])
    .where("discussionID", "=", given)
    .executeTakeFirst();
  if (!discussion || !(await canViewCategory(db, ctx.viewer.permissions, discussion.categoryID))) return empty;
  const row = await db.selectFrom("polls").selectAll().where("discussionID", "=", given).executeTakeFirst();
  if (!row) {
    const canAddPoll = discussion.type === "poll" && ctx.viewer.user.userID > 0 && discussion.insertUserID === ctx.viewer.user.userID;
    return { ...empty, canAddPoll };
  }
  return { ...empty, poll: await serializePoll(db, accessOf(row, ctx.viewer, new Date()), ctx.viewer) };
});

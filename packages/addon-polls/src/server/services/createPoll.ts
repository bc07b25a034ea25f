import { hasPermission } from "@quorum/api";
import type { Static } from "@sinclair/typebox";
import { canViewCategory } from "@quorum/forum/contract/server";
import { forbidden, HttpError, notFound, validationError, type Viewer } from "@quorum/server";
import { MODERATE_PERMISSION } from "../../shared/POLL_PERMISSIONS";
import type { PollsDb } from "../db/PollsTables";
import type { PollPostSchema } from "../routes/pollSchemas";
import type { PollRow } from "./pollAccess";

export type PollInput = Static<typeof PollPostSchema>;

/**
 * Adds the poll to a discussion of type "poll", in one transaction (poll and options): by the
 * discussion's author or a holder of `polls.moderate`. A discussion the viewer cannot see is
 * missing (404); one that is no poll discussion, or has its poll, is refused on `discussionID`.
 */
export async function createPoll(db: PollsDb, viewer: Viewer, input: PollInput, now: Date): Promise<PollRow> {
  if (viewer.user.userID <= 0) throw forbidden();
  const discussion = await db
    .selectFrom("discussions")
    .select(["discussionID", "categoryID", "type", "insertUserID"])
    .where("discussionID", "=", input.discussionID)
    .executeTakeFirst();
  if (!discussion || !(await canViewCategory(db, viewer.permissions, discussion.categoryID))) throw notFound("Discussion");
  if (discussion.insertUserID !== viewer.user.userID && !hasPermission(viewer.permissions, MODERATE_PERMISSION)) {
    throw forbidden("Permission Problem", "Only the discussion's author can add its poll.");
  }
  if (discussion.type !== "poll") throw validationError("discussionID", "This discussion is not a poll.", "notPoll");
  const options = input.options.map((option) => option.trim());
  if (new Set(options.map((option) => option.toLowerCase())).size !== options.length)
    throw validationError("options", "Each option must be different.", "duplicate");
  const multipleChoice = input.multipleChoice ?? false;
  const maxChoices = multipleChoice ? (input.maxChoices ?? null) : null;
  if (!multipleChoice && input.maxChoices != null) throw validationError("maxChoices", "Only a multiple-choice poll has a choice limit.", "invalid");
  if (maxChoices !== null && maxChoices > options.length)
    throw validationError("maxChoices", "The choice limit is more than the number of options.", "invalid");
  const dateClosed = input.dateClosed ? new Date(input.dateClosed) : null;
  if (dateClosed && dateClosed.getTime() <= now.getTime()) throw validationError("dateClosed", "The closing date must be in the future.", "invalid");

  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("polls").select("pollID").where("discussionID", "=", discussion.discussionID).executeTakeFirst();
    if (existing) throw new HttpError(409, "This discussion already has a poll.");
    const poll = await trx
      .insertInto("polls")
      .values({
        discussionID: discussion.discussionID,
        name: input.name.trim(),
        multipleChoice,
        maxChoices,
        isPublic: input.isPublic ?? false,
        dateClosed,
        insertUserID: viewer.user.userID,
        dateInserted: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("pollOptions")
      .values(options.map((body, sort) => ({ pollID: poll.pollID, body, sort })))
      .execute();
    return poll;
  });
}

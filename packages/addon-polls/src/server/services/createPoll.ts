import { hasPermission } from "@quorum/api";
import type { Static } from "@sinclair/typebox";
import { canViewCategory, createDiscussion, type ServiceContext } from "@quorum/forum/contract/server";
import { forbidden, HttpError, notFound, validationError } from "@quorum/server";
import { MODERATE_PERMISSION } from "../../shared/POLL_PERMISSIONS";
import { pollsDb, type PollsDb } from "../db/PollsTables";
import type { PollPostSchema } from "../routes/pollSchemas";
import type { PollRow } from "./pollAccess";

export type PollInput = Static<typeof PollPostSchema>;

/** A poll's fields once checked: what is written with its discussion. */
export interface PollFields {
  name: string;
  options: string[];
  multipleChoice: boolean;
  maxChoices: number | null;
  isPublic: boolean;
  dateClosed: Date | null;
}

/**
 * Creates a poll (poll and options in one transaction), by a signed-in member:
 * - with `discussion`, the poll discussion and its poll together, through the forum's own
 *   `createDiscussion` (its permission checks, counts and hooks), so a failure of either writes
 *   nothing;
 * - with `discussionID`, the poll of a poll discussion posted without one, by its author or a
 *   holder of `polls.moderate`. A discussion the viewer cannot see is missing (404); one that is
 *   no poll discussion, or has its poll, is refused on `discussionID`.
 * The poll's fields are checked before anything is written (422 naming the field).
 */
export async function createPoll(ctx: ServiceContext, input: PollInput, now: Date): Promise<PollRow> {
  const { viewer } = ctx;
  if (viewer.user.userID <= 0) throw forbidden();
  if ((input.discussion === undefined) === (input.discussionID === undefined))
    throw validationError("discussion", "Give the new poll discussion, or the discussionID of one without its poll.", "invalid");
  const fields = checkPollFields(input, now);
  const db = pollsDb(ctx.db);
  if (input.discussion) {
    let poll: PollRow | undefined;
    try {
      await createDiscussion(ctx, { ...input.discussion, type: "poll" }, undefined, async (trx, discussionID) => {
        poll = await insertPoll(pollsDb(trx), discussionID, fields, viewer.user.userID, now);
      });
    } catch (error) {
      throw underDiscussion(error);
    }
    if (!poll) throw new Error("The poll discussion was posted without its poll.");
    return poll;
  }
  const discussion = await db
    .selectFrom("discussions")
    .select(["discussionID", "categoryID", "type", "insertUserID"])
    .where("discussionID", "=", input.discussionID ?? 0)
    .executeTakeFirst();
  if (!discussion || !(await canViewCategory(db, viewer.permissions, discussion.categoryID))) throw notFound("Discussion");
  if (discussion.insertUserID !== viewer.user.userID && !hasPermission(viewer.permissions, MODERATE_PERMISSION)) {
    throw forbidden("Permission Problem", "Only the discussion's author can add its poll.");
  }
  if (discussion.type !== "poll") throw validationError("discussionID", "This discussion is not a poll.", "notPoll");
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("polls").select("pollID").where("discussionID", "=", discussion.discussionID).executeTakeFirst();
    if (existing) throw new HttpError(409, "This discussion already has a poll.");
    return insertPoll(trx, discussion.discussionID, fields, viewer.user.userID, now);
  });
}

/**
 * The forum names the fields of its refusal as `POST /discussions` has them (`categoryID`); here
 * they are the `discussion`'s (`discussion.categoryID`), as the schema names them too, so they
 * never meet the poll's own (`name` is the question).
 */
function underDiscussion(error: unknown): unknown {
  if (!(error instanceof HttpError) || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, list]) => [`discussion.${field}`, list.map((entry) => ({ ...entry, field: `discussion.${field}` }))]),
  );
  return new HttpError(error.status, error.message, { errors, ...(error.description !== undefined ? { description: error.description } : {}) });
}

/** What the schema cannot say: options all different, a choice limit that fits, a closing date ahead. */
export function checkPollFields(input: Omit<PollInput, "discussion" | "discussionID">, now: Date): PollFields {
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
  return { name: input.name.trim(), options, multipleChoice, maxChoices, isPublic: input.isPublic ?? false, dateClosed };
}

/** Writes the poll and its options, in order, inside the caller's transaction. */
export async function insertPoll(trx: PollsDb, discussionID: number, fields: PollFields, userID: number, now: Date): Promise<PollRow> {
  const { options, ...poll } = fields;
  const row = await trx
    .insertInto("polls")
    .values({ discussionID, ...poll, insertUserID: userID, dateInserted: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("pollOptions")
    .values(options.map((body, sort) => ({ pollID: row.pollID, body, sort })))
    .execute();
  return row;
}

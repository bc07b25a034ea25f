import { hasPermission } from "@quorum/api";
import { canViewCategory } from "@quorum/forum/contract/server";
import { notFound, type Viewer } from "@quorum/server";
import { MODERATE_PERMISSION, VOTE_PERMISSION } from "../../shared/POLL_PERMISSIONS";
import type { PollsDb } from "../db/PollsTables";

export interface PollRow {
  pollID: number;
  discussionID: number;
  name: string;
  multipleChoice: boolean;
  maxChoices: number | null;
  isPublic: boolean;
  dateClosed: Date | null;
  insertUserID: number;
  dateInserted: Date;
}

/** A poll with what the viewer may do with it, as every route after the lookup needs it. */
export interface PollAccess {
  poll: PollRow;
  isClosed: boolean;
  isModerator: boolean;
  canVote: boolean;
  canViewVoters: boolean;
}

export function accessOf(poll: PollRow, viewer: Viewer, now: Date): PollAccess {
  const isModerator = hasPermission(viewer.permissions, MODERATE_PERMISSION);
  const isClosed = poll.dateClosed !== null && poll.dateClosed.getTime() <= now.getTime();
  const canVote = viewer.user.userID > 0 && !isClosed && hasPermission(viewer.permissions, VOTE_PERMISSION);
  return { poll, isClosed, isModerator, canVote, canViewVoters: isModerator || poll.isPublic };
}

/**
 * The poll as this viewer may know it: 404 when there is none, and the same when the viewer may
 * not see its discussion's category (the forum's check), so a poll tells nothing of a hidden one.
 */
export async function loadPollAccess(db: PollsDb, viewer: Viewer, pollID: number): Promise<PollAccess> {
  const row = await db
    .selectFrom("polls as p")
    .innerJoin("discussions as d", "d.discussionID", "p.discussionID")
    .selectAll("p")
    .select("d.categoryID")
    .where("p.pollID", "=", pollID)
    .executeTakeFirst();
  if (!row || !(await canViewCategory(db, viewer.permissions, row.categoryID))) throw notFound("Poll");
  const { categoryID: _categoryID, ...poll } = row;
  return accessOf(poll, viewer, new Date());
}

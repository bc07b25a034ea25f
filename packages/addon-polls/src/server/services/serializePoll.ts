import type { Viewer } from "@quorum/server";
import type { Poll } from "../../shared/Poll";
import type { PollsDb } from "../db/PollsTables";
import type { PollAccess } from "./pollAccess";

/**
 * A poll as its viewer may see it: counts and percentages only once the viewer voted, the poll
 * closed, or to moderators (so the results do not sway the vote). Three small queries.
 */
export async function serializePoll(db: PollsDb, access: PollAccess, viewer: Viewer): Promise<Poll> {
  const { poll } = access;
  const options = await db.selectFrom("pollOptions").selectAll().where("pollID", "=", poll.pollID).orderBy("sort").orderBy("pollOptionID").execute();
  const mine =
    viewer.user.userID > 0
      ? (await db.selectFrom("pollVotes").select("pollOptionID").where("pollID", "=", poll.pollID).where("userID", "=", viewer.user.userID).execute()).map(
          (vote) => vote.pollOptionID,
        )
      : [];
  const resultsVisible = mine.length > 0 || access.isClosed || access.isModerator;
  const counts = new Map<number, number>();
  let voters = 0;
  if (resultsVisible) {
    const rows = await db
      .selectFrom("pollVotes")
      .select(["pollOptionID", (eb) => eb.fn.countAll<string>().as("count")])
      .where("pollID", "=", poll.pollID)
      .groupBy("pollOptionID")
      .execute();
    for (const row of rows) counts.set(row.pollOptionID, Number(row.count));
    const total = await db
      .selectFrom("pollVotes")
      .select((eb) => eb.fn.count<string>("userID").distinct().as("voters"))
      .where("pollID", "=", poll.pollID)
      .executeTakeFirstOrThrow();
    voters = Number(total.voters);
  }
  return {
    pollID: poll.pollID,
    discussionID: poll.discussionID,
    name: poll.name,
    multipleChoice: poll.multipleChoice,
    maxChoices: poll.maxChoices,
    isPublic: poll.isPublic,
    dateClosed: poll.dateClosed?.toISOString() ?? null,
    isClosed: access.isClosed,
    insertUserID: poll.insertUserID,
    dateInserted: poll.dateInserted.toISOString(),
    countVoters: resultsVisible ? voters : null,
    resultsVisible,
    myVote: mine.sort((a, b) => a - b),
    canVote: access.canVote,
    canViewVoters: access.canViewVoters,
    options: options.map((option) => {
      const count = counts.get(option.pollOptionID) ?? 0;
      return {
        pollOptionID: option.pollOptionID,
        body: option.body,
        sort: option.sort,
        countVotes: resultsVisible ? count : null,
        // Of the voters, so a multiple-choice poll's options each say how many people chose them.
        percent: resultsVisible ? (voters === 0 ? 0 : Math.round((count * 1000) / voters) / 10) : null,
      };
    }),
  };
}

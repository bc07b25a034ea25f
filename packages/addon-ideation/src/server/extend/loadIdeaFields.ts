import { sql } from "kysely";
import type { IdeaAttributes } from "../../shared/IdeaAttributes";
import type { IdeationDb } from "../db/IdeationTables";

/** What the fields of an idea are computed from: its stored row. */
export interface IdeaRow {
  discussionID: number;
  categoryID: number;
  statusID: number;
}

/** The `attributes.idea` of each idea, by discussionID, as `userID` sees them (0 or less: a guest). */
export async function loadIdeaFields(db: IdeationDb, ideas: readonly IdeaRow[], userID: number): Promise<Map<number, IdeaAttributes>> {
  const result = new Map<number, IdeaAttributes>();
  if (ideas.length === 0) return result;
  const ids = ideas.map((idea) => idea.discussionID);
  const [statuses, categories, counts, notes, mine] = await Promise.all([
    db.selectFrom("ideationStatuses").select(["statusID", "name", "state"]).execute(),
    db
      .selectFrom("ideationCategories")
      .select(["categoryID", "allowDownVotes"])
      .where("categoryID", "in", [...new Set(ideas.map((idea) => idea.categoryID))])
      .execute(),
    db
      .selectFrom("ideationVotes")
      .select([
        "discussionID",
        sql<number>`count(*) FILTER (WHERE "value" > 0)::integer`.as("up"),
        sql<number>`count(*) FILTER (WHERE "value" < 0)::integer`.as("down"),
      ])
      .where("discussionID", "in", ids)
      .groupBy("discussionID")
      .execute(),
    db.selectFrom("ideationNotes").select(["discussionID", "note"]).where("discussionID", "in", ids).execute(),
    userID > 0
      ? db.selectFrom("ideationVotes").select(["discussionID", "value"]).where("discussionID", "in", ids).where("userID", "=", userID).execute()
      : Promise.resolve([]),
  ]);
  const statusByID = new Map(statuses.map((status) => [status.statusID, status]));
  const downVotesIn = new Map(categories.map((category) => [category.categoryID, category.allowDownVotes]));
  const countsOf = new Map(counts.map((row) => [row.discussionID, row]));
  const noteOf = new Map(notes.map((row) => [row.discussionID, row.note]));
  const voteOf = new Map(mine.map((row) => [row.discussionID, row.value]));
  for (const idea of ideas) {
    const status = statusByID.get(idea.statusID);
    const up = countsOf.get(idea.discussionID)?.up ?? 0;
    const down = countsOf.get(idea.discussionID)?.down ?? 0;
    const vote = voteOf.get(idea.discussionID);
    result.set(idea.discussionID, {
      statusID: idea.statusID,
      status: status ? { name: status.name, state: status.state } : null,
      statusNotes: noteOf.get(idea.discussionID) ?? null,
      upVotes: up,
      downVotes: down,
      score: up - down,
      vote: vote === undefined ? null : vote > 0 ? "up" : "down",
      allowDownVotes: downVotesIn.get(idea.categoryID) ?? false,
      canVote: userID > 0 && status?.state !== "closed",
    });
  }
  return result;
}

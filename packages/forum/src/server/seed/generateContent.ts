import { cookBody } from "@quorum/server";
import { sql, type Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import { forumDb } from "../db/forumDb";
import { DemoText } from "./DemoText";
import { ensureAuthors } from "./ensureAuthors";
import { ensureCategories } from "./ensureCategories";
import { insertInBatches } from "./insertInBatches";
import { recountForum } from "./recountForum";
import { searchTerm } from "./searchTerm";

export interface GenerateContentOptions {
  discussions: number;
  comments: number;
  /**
   * Authors: a list of user ids, or how many users to draw from (the site's first N, topped up
   * with generated members who cannot sign in). Default: the first 50 users.
   */
  users?: number | readonly number[];
  /** Categories to post in; by default every category that is not a heading (a few are created if there are none). */
  categoryIDs?: readonly number[];
  /** Deterministic randomness in [0, 1). */
  random: () => number;
  /** How far back the content goes (default 365 days before `now`). */
  days?: number;
  now?: Date;
}

/** What was generated (counts, so a CLI can print it). */
export interface GeneratedContent {
  discussions: number;
  comments: number;
  users: number;
  categories: number;
}

const DAY = 24 * 60 * 60 * 1000;
/** Posts made and inserted at a time. */
const CHUNK = 20_000;

/**
 * Bulk-generates readable discussions and comments (for demos and benchmarks: `quorum seed
 * --discussions N --comments M`). Rows go in as multi-row INSERTs of 500, comments spread
 * unevenly over the discussions (a few long threads), tags attached at random; then one recount
 * sets every counter. 2,000 discussions and 20,000 comments take a few seconds on PGlite. Bodies
 * carry made-up words of a Zipf-like lexicon (`searchTerm`), so search meets rare words too.
 */
export async function generateContent(coreDb: Kysely<CoreTables>, options: GenerateContentOptions): Promise<GeneratedContent> {
  const db = forumDb(coreDb);
  const { random } = options;
  const text = new DemoText(random);
  const now = options.now ?? new Date();
  const span = (options.days ?? 365) * DAY;
  const users =
    typeof options.users === "object" && options.users.length > 0
      ? options.users
      : await ensureAuthors(coreDb, typeof options.users === "number" ? options.users : 50);
  const categoryIDs = options.categoryIDs?.length ? options.categoryIDs : await ensureCategories(coreDb);
  if (users.length === 0 || categoryIDs.length === 0) throw new Error("generateContent needs at least one user and one category.");
  const tagIDs = (await db.selectFrom("tags").select("tagID").execute()).map((t) => t.tagID);

  // Oldest first, as a forum writes them: ids and the order of rows on disk follow the dates, which
  // is what a search's newest matches (read through the date index) cost on a real site; rows in a
  // random order made the same read four times the work (tooling/bench/README.md "Search").
  const discussionTimes = Float64Array.from({ length: options.discussions }, () => now.getTime() - random() * span).sort();
  // In chunks, so a million posts never sit in memory at once.
  const inserted: { discussionID: number; dateInserted: Date }[] = [];
  for (let done = 0; done < options.discussions; done += CHUNK) {
    const discussionRows = Array.from({ length: Math.min(CHUNK, options.discussions - done) }, (_, i) => {
      const dateInserted = new Date(discussionTimes[done + i] as number);
      const roll = random();
      const plain = `${text.discussionBody()} Reference: ${searchTerm(random)}, ${searchTerm(random)}.`;
      const body = roll < 0.15 ? text.richBody(plain) : plain;
      const format = roll < 0.15 ? "rich2" : roll < 0.6 ? "markdown" : "text";
      return {
        name: text.title(),
        body,
        format,
        ...cookBody(body, format),
        categoryID: text.pick(categoryIDs),
        insertUserID: text.pick(users),
        dateInserted,
        dateLastComment: dateInserted,
        lastCommentUserID: null,
        lastCommentID: null,
        updateUserID: null,
        pinLocation: null,
        score: Math.floor(random() * random() * 40),
        countViews: Math.floor(random() * 500),
        attributes: "{}",
      };
    });
    inserted.push(
      ...(await insertInBatches(discussionRows, 500, (batch) =>
        db.insertInto("discussions").values(batch).returning(["discussionID", "dateInserted"]).execute(),
      )),
    );
  }

  // Skewed: squaring the draw sends most comments to a minority of threads, as in real forums. Each
  // comment's thread and time are drawn first, so they too go in oldest first.
  const commentCount = inserted.length > 0 ? options.comments : 0;
  const threads = new Uint32Array(commentCount);
  const commentTimes = new Float64Array(commentCount);
  for (let i = 0; i < commentCount; i++) {
    const thread = Math.floor(random() * random() * inserted.length) % inserted.length;
    const start = (inserted[thread] as (typeof inserted)[number]).dateInserted.getTime();
    threads[i] = thread;
    commentTimes[i] = start + random() * (now.getTime() - start);
  }
  const byTime = Uint32Array.from({ length: commentCount }, (_, i) => i).sort((a, b) => (commentTimes[a] as number) - (commentTimes[b] as number));
  for (let done = 0; done < commentCount; done += CHUNK) {
    const commentRows = Array.from({ length: Math.min(CHUNK, commentCount - done) }, (_, i) => {
      const drawn = byTime[done + i] as number;
      const discussion = inserted[threads[drawn] as number] as (typeof inserted)[number];
      const body = random() < 0.5 ? `${text.comment()} See ${searchTerm(random)}.` : text.comment();
      return {
        discussionID: discussion.discussionID,
        body,
        format: "text",
        bodyHtml: cookBody(body, "text").bodyHtml,
        insertUserID: text.pick(users),
        dateInserted: new Date(commentTimes[drawn] as number),
        updateUserID: null,
        score: Math.floor(random() * random() * 10),
        attributes: "{}",
      };
    });
    await insertInBatches(commentRows, 1000, async (batch) => {
      await db.insertInto("comments").values(batch).execute();
      return [];
    });
  }

  if (tagIDs.length > 0) {
    const links = inserted.flatMap((d) => {
      const chosen = new Set<number>();
      const count = Math.floor(random() * 3);
      for (let i = 0; i < count; i++) chosen.add(text.pick(tagIDs));
      return [...chosen].map((tagID) => ({ discussionID: d.discussionID, tagID }));
    });
    await insertInBatches(links, 2000, async (batch) => {
      await db.insertInto("discussionTags").values(batch).execute();
      return [];
    });
  }
  await recountForum(coreDb);
  // Planner statistics for the bulk just written: PGlite runs no autovacuum, so without this its
  // planner guesses from empty tables for good (and PostgreSQL's arrives minutes later).
  await sql`ANALYZE`.execute(coreDb);
  return { discussions: inserted.length, comments: commentCount, users: users.length, categories: categoryIDs.length };
}

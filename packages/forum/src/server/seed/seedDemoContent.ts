import { cookBody } from "@quorum/server";
import { slugify } from "@quorum/api";
import type { Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import { forumDb } from "../db/forumDb";
import { createCategory } from "../services/categories/createCategory";
import { DEMO_CATEGORIES } from "./DEMO_CATEGORIES";
import { DEMO_DISCUSSIONS } from "./DEMO_DISCUSSIONS";
import { DEMO_TAGS } from "./DEMO_USERS";
import { DemoText } from "./DemoText";
import { insertInBatches } from "./insertInBatches";
import { recountForum } from "./recountForum";

const HOUR = 60 * 60 * 1000;

export interface DemoContent {
  categoryIDs: Record<string, number>;
  tagIDs: Record<string, number>;
  discussionIDs: Record<string, number>;
}

/**
 * Writes the demo forum: the category tree (with the custom permissions of Announcements and the
 * Staff Lounge), tags, and the curated discussions with replies from the demo users (by name ->
 * id). Dates are spread over the last weeks, oldest first. Deterministic for a given `random`.
 */
export async function seedDemoContent(
  coreDb: Kysely<CoreTables>,
  options: { users: Readonly<Record<string, number>>; random: () => number; now?: Date },
): Promise<DemoContent> {
  const db = forumDb(coreDb);
  const text = new DemoText(options.random);
  const now = options.now ?? new Date();
  const userID = (name: string) => options.users[name] ?? Object.values(options.users)[0] ?? 1;
  const repliers = Object.values(options.users);

  const categoryIDs: Record<string, number> = {};
  for (const { key, parent, ...input } of DEMO_CATEGORIES) {
    categoryIDs[key] = await createCategory(coreDb, { ...input, parentCategoryID: parent ? categoryIDs[parent] : null });
  }
  const tags = await db
    .insertInto("tags")
    .values(DEMO_TAGS.map((name) => ({ name, urlcode: slugify(name), type: "User" })))
    .returning(["tagID", "name"])
    .execute();
  const tagIDs = Object.fromEntries(tags.map((t) => [t.name, t.tagID]));

  // Oldest first, two to six hours apart, so the first listed discussions are the oldest.
  let clock = now.getTime() - DEMO_DISCUSSIONS.length * 6 * HOUR - 48 * HOUR;
  const discussionIDs: Record<string, number> = {};
  const comments: {
    discussionID: number;
    body: string;
    format: string;
    bodyHtml: string;
    insertUserID: number;
    dateInserted: Date;
    updateUserID: null;
    score: number;
    attributes: string;
  }[] = [];
  for (const demo of DEMO_DISCUSSIONS) {
    clock += (2 + Math.floor(options.random() * 4)) * HOUR;
    const dateInserted = new Date(clock);
    const body = demo.body ?? text.discussionBody();
    const format = demo.format ?? "text";
    const { discussionID } = await db
      .insertInto("discussions")
      .values({
        name: demo.name,
        body,
        format,
        ...cookBody(body, format),
        categoryID: categoryIDs[demo.category] ?? 1,
        insertUserID: userID(demo.author),
        dateInserted,
        dateLastComment: dateInserted,
        lastCommentUserID: null,
        lastCommentID: null,
        updateUserID: null,
        pinned: demo.pinned !== undefined,
        pinLocation: demo.pinned ?? null,
        closed: demo.closed ?? false,
        score: Math.floor(options.random() * 15),
        countViews: demo.comments * 7 + Math.floor(options.random() * 40),
        attributes: "{}",
      })
      .returning("discussionID")
      .executeTakeFirstOrThrow();
    discussionIDs[demo.name] = discussionID;
    const links = (demo.tags ?? []).map((name) => ({ discussionID, tagID: tagIDs[name] ?? 0 })).filter((l) => l.tagID > 0);
    if (links.length) await db.insertInto("discussionTags").values(links).execute();
    // Replies follow the post within the hours (or, for long threads, days) after it, never after now.
    const window = Math.min(now.getTime() - clock, Math.max(demo.comments, 4) * HOUR);
    for (let i = 0; i < demo.comments; i++) {
      const comment = text.comment();
      comments.push({
        discussionID,
        body: comment,
        format: "text",
        bodyHtml: cookBody(comment, "text").bodyHtml,
        insertUserID: text.pick(repliers),
        dateInserted: new Date(clock + ((i + 1) / (demo.comments + 1)) * window),
        updateUserID: null,
        score: Math.floor(options.random() * options.random() * 6),
        attributes: "{}",
      });
    }
  }
  await insertInBatches(comments, 500, (batch) => db.insertInto("comments").values(batch).returning("commentID").execute());
  await recountForum(coreDb);
  return { categoryIDs, tagIDs, discussionIDs };
}

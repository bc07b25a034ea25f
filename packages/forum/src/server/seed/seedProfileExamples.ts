import { cookBody, type SeedContext } from "@quorum/server";
import { forumDb } from "../db/forumDb";
import { recountForum } from "./recountForum";

/**
 * Two more demo members who show the profile rules (spec §6), each with one early comment in an
 * off-topic thread no test counts on ("What are you reading this month?"), so their names (and
 * cards) appear on a page: "pat" keeps a private profile, "bea" is banned. Their comments come a
 * minute after the discussion started, so no list's order changes.
 */
const PROFILE_EXAMPLES: ReadonlyArray<{ name: string; flag: "private" | "banned"; comment: string }> = [
  { name: "pat", flag: "private", comment: "I keep my profile to myself, but I read everything here." },
  { name: "bea", flag: "banned", comment: "First!" },
];

const THREAD = "What are you reading this month?";

export async function seedProfileExamples(ctx: SeedContext): Promise<void> {
  const db = forumDb(ctx.db);
  const thread = await db.selectFrom("discussions").select(["discussionID", "dateInserted"]).where("name", "=", THREAD).executeTakeFirst();
  let minute = 0;
  for (const example of PROFILE_EXAMPLES) {
    const userID = await ctx.createUser({
      name: example.name,
      email: `${example.name}@example.com`,
      password: ctx.passwordFor(example.name),
      roles: ["Member"],
    });
    if (thread) {
      minute += 1;
      await db
        .insertInto("comments")
        .values({
          discussionID: thread.discussionID,
          body: example.comment,
          format: "text",
          bodyHtml: cookBody(example.comment, "text").bodyHtml,
          insertUserID: userID,
          dateInserted: new Date(new Date(thread.dateInserted).getTime() + minute * 60_000),
          updateUserID: null,
          attributes: "{}",
        })
        .execute();
    }
    await db
      .updateTable("users")
      .set(example.flag === "private" ? { private: true } : { banned: true })
      .where("userID", "=", userID)
      .execute();
  }
  await recountForum(ctx.db);
}

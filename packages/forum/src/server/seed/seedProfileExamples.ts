import { cookBody, type SeedContext } from "@quorum/server";
import { forumDb } from "../db/forumDb";
import { recountForum } from "./recountForum";

/**
 * Two more demo members who show the profile rules (spec §6), each with one early comment in the
 * oldest discussion of General, so their names (and cards) appear on a page: "pat" keeps a
 * private profile, "bea" is banned. Their comments come a minute after the discussion started,
 * so no list's order changes.
 */
export const PROFILE_EXAMPLES: ReadonlyArray<{ name: string; flag: "private" | "banned"; comment: string }> = [
  { name: "pat", flag: "private", comment: "I keep my profile to myself, but I read everything here." },
  { name: "bea", flag: "banned", comment: "First!" },
];

export async function seedProfileExamples(ctx: SeedContext): Promise<void> {
  const db = forumDb(ctx.db);
  const general = await db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirst();
  if (!general) return;
  const oldest = await db
    .selectFrom("discussions")
    .select(["discussionID", "dateInserted"])
    .where("categoryID", "=", general.categoryID)
    .orderBy("dateInserted")
    .orderBy("discussionID")
    .limit(1)
    .executeTakeFirst();
  let minute = 0;
  for (const example of PROFILE_EXAMPLES) {
    const userID = await ctx.createUser({ name: example.name, email: `${example.name}@example.com`, password: ctx.passwordFor(example.name), roles: ["Member"] });
    if (oldest) {
      minute += 1;
      await db
        .insertInto("comments")
        .values({
          discussionID: oldest.discussionID,
          body: example.comment,
          format: "text",
          bodyHtml: cookBody(example.comment, "text").bodyHtml,
          insertUserID: userID,
          dateInserted: new Date(new Date(oldest.dateInserted).getTime() + minute * 60_000),
          updateUserID: null,
          attributes: "{}",
        })
        .execute();
    }
    await db.updateTable("users").set(example.flag === "private" ? { private: true } : { banned: true }).where("userID", "=", userID).execute();
  }
  await recountForum(ctx.db);
}

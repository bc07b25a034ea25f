import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";
import { ACCEPT_PERMISSION } from "../../shared/canJudgeAnswers";

// The answer status of judged comments. A row goes with its comment (and so with its discussion):
// the forum's tables exist first, since the forum is always on and migrates before add-ons.
const statements = [
  `CREATE TABLE "qnaAnswers" (
    "commentID" integer PRIMARY KEY REFERENCES "comments" ("commentID") ON DELETE CASCADE,
    "discussionID" integer NOT NULL REFERENCES "discussions" ("discussionID") ON DELETE CASCADE,
    "status" text NOT NULL CHECK ("status" IN ('accepted', 'rejected')),
    "dateAccepted" timestamptz,
    "acceptUserID" integer NOT NULL,
    "dateUpdated" timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX "qnaAnswers_discussion" ON "qnaAnswers" ("discussionID", "status")`,
];

/**
 * Creates the answers table and lets moderators and administrators judge answers on any
 * question (`qna.accept`, global); site managers can grant it to other roles later.
 */
export const m0001Qna: AddonMigration = {
  name: "0001_qna",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
    const staff = await db.selectFrom("roles").select("roleID").where("type", "in", ["moderator", "administrator"]).execute();
    if (staff.length === 0) return;
    await db
      .insertInto("rolePermissions")
      .values(staff.map(({ roleID }) => ({ roleID, resourceType: "global", resourceID: 0, permission: ACCEPT_PERMISSION, granted: true })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};

import { sql } from "kysely";
import type { AddonMigration } from "@quorum/server";

// The answer status of judged comments. A row goes with its comment (and so with its discussion):
// the forum's tables exist first, since the add-on requires the forum, whose migrations run first.
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
 * Creates the answers table. `qna.accept` is declared in the add-on (definePermission) and granted
 * by the framework; sites that ran this migration when it wrote the grant itself keep theirs.
 */
export const m0001Qna: AddonMigration = {
  name: "0001_qna",
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

import type { Comment, Discussion } from "@quorum/api";
import { createForumTestApp, testPassword, type ForumTestApp } from "@quorum/forum/testing";
import { api, signIn, type ApiRequest } from "@quorum/server/testing";
import type { LightMyRequestResponse } from "fastify";
import qna from "../index";
import { qnaDb } from "../db/qnaDb";
import type { QnaDb } from "../db/QnaTables";
import { QNA_HOME_FIXTURE } from "./QNA_HOME_FIXTURE";

type Persona = "alice" | "bob" | "carol" | "moderator";

export interface QnaTestApp extends Omit<ForumTestApp, "call" | "categoryID"> {
  qna: QnaDb;
  /** A category everyone may post in (the forum demo's Getting Started). */
  categoryID: number;
  /** Sends a request as a persona, or as a guest. */
  call(as: Persona | "guest", request: ApiRequest): Promise<LightMyRequestResponse>;
  /** A new question (or discussion) by `asker`, posted through the forum's route. */
  ask(asker: Persona, name: string, type?: string): Promise<number>;
  /** Posts a comment through the forum's route; returns it. */
  answer(as: Persona, discussionID: number, body?: string): Promise<Comment>;
  /** `PATCH /comments/{id}/answer`. */
  judge(as: Persona | "guest", commentID: number, status: string): Promise<LightMyRequestResponse>;
  statusOf(discussionID: number): Promise<number>;
}

/**
 * The real forum (seeded as a new site is, `@quorum/forum/testing`) with Q&A (unless
 * `disabled: ["qna"]`) and a page placing Q&A's questions widget twice (`QNA_HOME_FIXTURE`).
 * alice, bob and carol are members, moderator a moderator. Share one per file.
 */
export async function createQnaTestApp(options: { disabled?: readonly string[] } = {}): Promise<QnaTestApp> {
  const forum = await createForumTestApp({ addons: [qna, QNA_HOME_FIXTURE], ...(options.disabled ? { disabled: options.disabled } : {}) });
  const db = qnaDb(forum.db);
  const categoryID = await forum.categoryID("getting-started");
  // carol is a demo member the forum's harness does not sign in.
  const cookies: Record<Persona, string> = { ...forum.cookies, carol: await signIn(forum.app, "carol", testPassword("carol")) };
  const call = (as: Persona | "guest", request: ApiRequest) => api(forum.app, { ...request, ...(as === "guest" ? {} : { cookie: cookies[as] }) });

  return {
    ...forum,
    qna: db,
    categoryID,
    call,
    async ask(asker, name, type = "question") {
      if (type === "question" && !forum.app.quorum.addons.isEnabled("qna")) {
        // The forum refuses the type while Q&A is off: a question asked while it was on.
        const row = await db
          .insertInto("discussions")
          .values({
            type,
            name,
            body: name,
            format: "text",
            bodyHtml: `<p>${name}</p>`,
            excerpt: name,
            categoryID,
            insertUserID: forum.userIDs[asker] ?? 0,
            statusID: 1,
            dateInserted: new Date(),
            dateLastComment: new Date(),
            updateUserID: null,
            dateUpdated: null,
            lastCommentUserID: null,
            lastCommentID: null,
            pinLocation: null,
            attributes: "{}",
          })
          .returning("discussionID")
          .executeTakeFirstOrThrow();
        return row.discussionID;
      }
      const response = await call(asker, { method: "POST", url: "/discussions", body: { name, body: name, format: "text", categoryID, type } });
      if (response.statusCode !== 201) throw new Error(`Posting a discussion failed: ${response.statusCode} ${response.body}`);
      return response.json<Discussion>().discussionID;
    },
    async answer(as, discussionID, body = "An answer") {
      const response = await call(as, { method: "POST", url: "/comments", body: { discussionID, body, format: "text" } });
      if (response.statusCode !== 201) throw new Error(`Posting a comment failed: ${response.statusCode} ${response.body}`);
      return response.json<Comment>();
    },
    judge: (as, commentID, status) => call(as, { method: "PATCH", url: `/comments/${commentID}/answer`, body: { status } }),
    async statusOf(discussionID) {
      return (await db.selectFrom("discussions").select("statusID").where("discussionID", "=", discussionID).executeTakeFirstOrThrow()).statusID;
    },
  };
}

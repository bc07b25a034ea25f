import type { Comment } from "@quorum/api";
import { createUser } from "@quorum/server";
import { api, createTestApp, signIn, type ApiRequest, type TestApp } from "@quorum/server/testing";
import type { LightMyRequestResponse } from "fastify";
import qna from "../index";
import { qnaDb } from "../db/qnaDb";
import type { QnaDb } from "../db/QnaTables";
import { fixtureForum } from "./fixtureForum";

export type Persona = "alice" | "bob" | "carol" | "moderator";

export interface QnaTestApp extends TestApp {
  qna: QnaDb;
  userIDs: Record<Persona, number>;
  /** A category everyone may post in. */
  categoryID: number;
  /** Sends a request as a persona, or as a guest. */
  call(as: Persona | "guest", request: ApiRequest): Promise<LightMyRequestResponse>;
  /** A new question (or discussion) by `asker`, Unanswered as the forum would create it. */
  ask(asker: Persona, name: string, type?: string): Promise<number>;
  /** Posts a comment through the forum's route; returns it. */
  answer(as: Persona, discussionID: number, body?: string): Promise<Comment>;
  /** `PATCH /comments/{id}/answer`. */
  judge(as: Persona | "guest", commentID: number, status: string): Promise<LightMyRequestResponse>;
  statusOf(discussionID: number): Promise<number>;
}

const password = (name: string) => `${name}-password-1`;

/**
 * A migrated app with the fixture forum and Q&A (unless `disabled: ["qna"]`), a category and
 * signed-in personas: alice, bob and carol are members, moderator a moderator. Share one per file.
 */
export async function createQnaTestApp(options: { disabled?: readonly string[] } = {}): Promise<QnaTestApp> {
  const testApp = await createTestApp({ addons: [fixtureForum, qna], ...(options.disabled ? { disabled: options.disabled } : {}) });
  const db = qnaDb(testApp.db);
  const personas: Record<Persona, string> = { alice: "Member", bob: "Member", carol: "Member", moderator: "Moderator" };
  const userIDs = {} as Record<Persona, number>;
  const cookies = {} as Record<Persona, string>;
  for (const [name, role] of Object.entries(personas) as [Persona, string][]) {
    userIDs[name] = await createUser(testApp.db, { name, email: `${name}@example.com`, password: password(name), roles: [role], emailConfirmed: true });
    cookies[name] = await signIn(testApp.app, name, password(name));
  }
  const { categoryID } = await db
    .insertInto("categories")
    .values({ parentCategoryID: null, name: "General", urlcode: "general", displayAs: "discussions", permissionCategoryID: -1, sort: 1, lastDiscussionID: null, lastCommentID: null, dateLastPost: null })
    .returning("categoryID")
    .executeTakeFirstOrThrow();
  const call = (as: Persona | "guest", request: ApiRequest) => api(testApp.app, { ...request, ...(as === "guest" ? {} : { cookie: cookies[as] }) });

  return {
    ...testApp,
    qna: db,
    userIDs,
    categoryID,
    call,
    async ask(asker, name, type = "question") {
      const body = `<p>${name}</p>`;
      const row = await db
        .insertInto("discussions")
        .values({ type, name, body: name, format: "text", bodyHtml: body, excerpt: name, categoryID, insertUserID: userIDs[asker], dateInserted: new Date(), dateLastComment: new Date(), lastCommentUserID: null, lastCommentID: null, statusID: type === "question" ? 1 : 0, attributes: "{}" })
        .returning("discussionID")
        .executeTakeFirstOrThrow();
      return row.discussionID;
    },
    async answer(as, discussionID, body = "An answer") {
      const response = await call(as, { method: "POST", url: "/comments", body: { discussionID, body } });
      if (response.statusCode !== 201) throw new Error(`Posting a comment failed: ${response.statusCode} ${response.body}`);
      return response.json<Comment>();
    },
    judge: (as, commentID, status) => call(as, { method: "PATCH", url: `/comments/${commentID}/answer`, body: { status } }),
    async statusOf(discussionID) {
      return (await db.selectFrom("discussions").select("statusID").where("discussionID", "=", discussionID).executeTakeFirstOrThrow()).statusID;
    },
  };
}

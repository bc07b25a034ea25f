import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { commentPath, discussionPath, RecordIDParamsSchema, type Comment, type Discussion } from "@quorum/api";
import { defineServerAddon, notFound, validationError, type AddonContributions, type ExtensionContext, type ServerAddon } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import type { Selectable } from "kysely";
import { qnaDb } from "../db/qnaDb";
import type { ForumTablesSeen, QnaDb } from "../db/QnaTables";
import { fixtureForumTables } from "./fixtureForumTables";

type CommentRow = Selectable<ForumTablesSeen["comments"]>;
type DiscussionRow = Selectable<ForumTablesSeen["discussions"]>;

const toComment = (row: CommentRow): Comment => ({
  commentID: row.commentID,
  discussionID: row.discussionID,
  parentRecordType: "discussion",
  parentRecordID: row.discussionID,
  body: row.bodyHtml,
  url: commentPath(row.commentID),
  insertUserID: row.insertUserID,
  dateInserted: row.dateInserted.toISOString(),
  dateUpdated: null,
  score: 0,
  attributes: row.attributes,
});

const toDiscussion = (row: DiscussionRow): Discussion => ({
  discussionID: row.discussionID,
  type: row.type,
  name: row.name,
  url: discussionPath(row.discussionID, row.name),
  categoryID: row.categoryID,
  insertUserID: row.insertUserID,
  dateInserted: row.dateInserted.toISOString(),
  dateUpdated: null,
  dateLastComment: row.dateLastComment.toISOString(),
  pinned: false,
  closed: false,
  sink: false,
  statusID: row.statusID,
  countViews: row.countViews,
  countComments: row.countComments,
  score: 0,
  attributes: row.attributes,
});

/** Runs the enabled add-ons' serializers on a list, once per list, as the forum does. */
async function serialized<T extends Comment | Discussion>(kind: "comment" | "discussion", records: T[], addons: AddonContributions, ctx: ExtensionContext): Promise<T[]> {
  if (kind === "comment") for (const hook of addons.extensions("comment.serialize")) await hook(records as Comment[], ctx);
  else for (const hook of addons.extensions("discussion.serialize")) await hook(records as Discussion[], ctx);
  return records;
}

const commentsOf = (db: QnaDb, discussionID: number) =>
  db.selectFrom("comments").selectAll().where("discussionID", "=", discussionID).orderBy("dateInserted").orderBy("commentID").execute();

/**
 * A stand-in for the forum in Q&A's tests (an add-on may not import another, tests included): the
 * forum's tables, and the parts of its contract Q&A builds on, done the forum's way — comments
 * posted and deleted with the write hooks inside the transaction, serializers run once per list,
 * the post view resolving a post type to the layout of its name, and the comment thread and
 * discussion list catalog entries (`statusID`/`type` filters included).
 */
export const fixtureForum: ServerAddon = defineServerAddon({
  key: "forum",
  name: "Fixture forum",
  description: "The forum's contract, for tests.",
  version: "0.1.0",
  alwaysOn: true,
  migrations: [fixtureForumTables],
  routes(app) {
    const typed = app.withTypeProvider<TypeBoxTypeProvider>();
    const context = (viewer: ExtensionContext["viewer"], db = app.quorum.db) => ({ db, viewer });

    typed.get("/comments/:id", { schema: { params: RecordIDParamsSchema } }, async (request) => {
      const row = await qnaDb(app.quorum.db).selectFrom("comments").selectAll().where("commentID", "=", request.params.id).executeTakeFirst();
      if (!row) throw notFound("Comment");
      const [comment] = await serialized("comment", [toComment(row)], app.quorum.addons, context(request.viewer));
      return comment;
    });

    typed.post("/comments", { schema: { body: Type.Object({ discussionID: Type.Integer(), body: Type.String() }) } }, async (request, reply) => {
      const row = await app.quorum.db.transaction().execute(async (trx) => {
        const inserted = await qnaDb(trx)
          .insertInto("comments")
          .values({ discussionID: request.body.discussionID, body: request.body.body, format: "text", bodyHtml: `<p>${request.body.body}</p>`, insertUserID: request.viewer.user.userID, dateInserted: new Date(), attributes: "{}" })
          .returningAll()
          .executeTakeFirstOrThrow();
        await qnaDb(trx).updateTable("discussions").set((eb) => ({ countComments: eb("countComments", "+", 1) })).where("discussionID", "=", inserted.discussionID).execute();
        for (const hook of app.quorum.addons.extensions("comment.afterCreate")) await hook(inserted, context(request.viewer, trx));
        return inserted;
      });
      const [comment] = await serialized("comment", [toComment(row)], app.quorum.addons, context(request.viewer));
      return reply.code(201).send(comment);
    });

    typed.delete("/comments/:id", { schema: { params: RecordIDParamsSchema } }, async (request, reply) => {
      await app.quorum.db.transaction().execute(async (trx) => {
        const row = await qnaDb(trx).deleteFrom("comments").where("commentID", "=", request.params.id).returningAll().executeTakeFirst();
        if (!row) throw notFound("Comment");
        for (const hook of app.quorum.addons.extensions("comment.afterDelete")) await hook(row, context(request.viewer, trx));
      });
      return reply.code(204).send();
    });

    typed.get("/discussions", { schema: { querystring: Type.Object({ type: Type.Optional(Type.String()), statusID: Type.Optional(Type.Integer()) }) } }, async (request) => {
      let query = qnaDb(app.quorum.db).selectFrom("discussions").selectAll().orderBy("discussionID");
      if (request.query.type !== undefined) query = query.where("type", "=", request.query.type);
      if (request.query.statusID !== undefined) query = query.where("statusID", "=", request.query.statusID);
      return serialized("discussion", (await query.execute()).map(toDiscussion), app.quorum.addons, context(request.viewer));
    });
  },
  views: {
    async post(lookup, ctx) {
      const row = await qnaDb(ctx.db).selectFrom("discussions").selectAll().where("discussionID", "=", Number(lookup.recordID)).executeTakeFirst();
      if (!row) throw notFound("Discussion");
      const [discussion] = await serialized("discussion", [toDiscussion(row)], ctx.addons, ctx);
      const isPostType = ctx.addons.postTypes().some((postType) => postType.type === row.type);
      return { layoutViewType: isPostType ? row.type : "discussion", record: { ...discussion }, seo: { title: row.name } };
    },
  },
  layouts: {
    discussion: [{ $hydrate: "react.asset.postCommentThread" }],
    // A home page placing Q&A's widget twice, as a site manager might.
    home: [
      { $hydrate: "react.discussion.questions" },
      { $hydrate: "react.discussion.questions", title: "Unanswered Questions", apiParams: { statusID: 1 } },
    ],
  },
  widgets: {
    "react.asset.postCommentThread": {
      component: "CommentThreadAsset",
      async hydrate(props, ctx) {
        const discussionID = Number(ctx.record?.discussionID);
        const comments = (await commentsOf(qnaDb(ctx.db), discussionID)).map(toComment);
        await serialized("comment", comments, ctx.addons, ctx);
        return { ...props, discussion: ctx.record, comments, paging: { page: 1, limit: 30, total: comments.length } };
      },
    },
    "react.discussion.discussions": {
      component: "DiscussionListWidget",
      async hydrate(props, ctx) {
        const apiParams = (props.apiParams ?? {}) as { type?: string; statusID?: number };
        if (apiParams.statusID !== undefined && !Number.isInteger(apiParams.statusID)) throw validationError("statusID", "Not an integer.");
        let query = qnaDb(ctx.db).selectFrom("discussions").selectAll().orderBy("discussionID");
        if (apiParams.type !== undefined) query = query.where("type", "=", apiParams.type);
        if (apiParams.statusID !== undefined) query = query.where("statusID", "=", apiParams.statusID);
        const discussions = await serialized("discussion", (await query.execute()).map(toDiscussion), ctx.addons, ctx);
        return { ...props, discussions, paging: { page: 1, limit: 30, total: discussions.length } };
      },
    },
  },
});

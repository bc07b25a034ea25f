import type { Comment, Discussion } from "@quorum/api";
import { defineHook } from "@quorum/server";
import type { CommentRecord } from "./CommentRecord";
import type { ForumHookContext } from "./ForumHookContext";
import type { PostDraft } from "./PostDraft";
import type { PostParent } from "./PostParent";
import type { PostRecord } from "./PostRecord";
import type { PostTypeDefinition } from "./PostTypeDefinition";

type Hook<T> = (value: T, ctx: ForumHookContext) => void | Promise<void>;

/**
 * The forum's server extension points, for `ServerAddon.extend`:
 * `extend: [forumHooks.commentSerialize.with(addAnswerFields)]`. The forum calls the enabled
 * add-ons' contributions, each add-on after the features it requires. Serializers are batched
 * (one call per list, never per row) and mutate the records in place; write hooks run inside the
 * mutation's transaction, so what they change commits or rolls back with it.
 */
export const forumHooks = {
  /** A post type (Q&A's question): creatable through `POST /discussions`, shown with the layout of its name. */
  postType: defineHook<PostTypeDefinition>("forum.postType"),
  /** A record other than a category that the new-post form posts into (a group), by its lookup's `recordType`. */
  postParent: defineHook<PostParent>("forum.postParent"),
  /** Adds fields to discussions before they are sent (e.g. `attributes.question`). */
  discussionSerialize: defineHook<Hook<Discussion[]>>("forum.discussion.serialize"),
  /** Adds fields to comments before they are sent (e.g. `attributes.answer`). */
  commentSerialize: defineHook<Hook<Comment[]>>("forum.comment.serialize"),
  /**
   * Before a discussion or comment is saved (posted, or its body edited), first in the write's
   * transaction: throwing refuses the post (a 422 naming `body`, say), and nothing is written.
   */
  beforeSave: defineHook<Hook<PostDraft>>("forum.post.beforeSave"),
  /** After a discussion is inserted, inside its transaction. */
  discussionAfterCreate: defineHook<Hook<PostRecord>>("forum.discussion.afterCreate"),
  /** After a comment is inserted, inside its transaction. */
  commentAfterCreate: defineHook<Hook<CommentRecord>>("forum.comment.afterCreate"),
  /** After a comment is deleted, inside its transaction. */
  commentAfterDelete: defineHook<Hook<CommentRecord>>("forum.comment.afterDelete"),
};

import type { CoreTables, HookContext } from "@quorum/server";
import type { Kysely } from "kysely";

/** A kind of post an add-on contributes (Q&A's "question"); the forum's own is "discussion". */
export interface PostTypeDefinition {
  /** The discussion `type` value. */
  type: string;
  /** English name, as a site manager and the post menu see it. */
  name: string;
  /** `statusID` a new post of this type starts with (Q&A: 1, Unanswered). */
  initialStatusID?: number;
  /** Creating one also needs this permission (checked like `discussions.add`, per category). */
  permission?: string;
  /**
   * Where it may be started: absent, wherever a discussion may. Given, it answers, for each of
   * some categories in order (`null`: a page of no category, such as the home page), whether the
   * type may be started there; the forum asks once for all a page needs (the post form's every
   * category choice) and offers the type only where the answer is true, by telling the page
   * (`allowedDiscussionTypes`), so the add-on's client descriptor needs no rule of its own
   * (Ideation: idea categories only). The add-on still refuses a post of its type elsewhere.
   */
  allowedIn?(categoryIDs: readonly (number | null)[], ctx: HookContext): Promise<readonly boolean[]>;
  /**
   * The type's own fields (a poll's question and options), which the post form sends with the
   * post and keeps in the draft (`draftMeta.postMeta`): what a scheduled draft of this type needs
   * to publish with them. Without it a scheduled draft posts the discussion alone.
   */
  draftFields?: PostTypeDraftFields;
}

/** How a scheduled draft of a post type keeps its own fields (`draftMeta.postMeta`). */
export interface PostTypeDraftFields {
  /**
   * When the draft is scheduled: throws a 422 naming the field (as `POST` of the type names it;
   * the forum answers it under `draftMeta.postMeta.`) when the fields could not be published.
   */
  check(fields: Readonly<Record<string, unknown>>, now: Date): void;
  /**
   * When the schedule publishes the draft, in the post's transaction right after its row is
   * written (before the add-ons' `discussion.afterCreate` hooks): writes the type's own record.
   * Throwing posts nothing; the draft is kept with the reason (draftStatus "error").
   */
  write(trx: Kysely<CoreTables>, post: { discussionID: number; insertUserID: number }, fields: Readonly<Record<string, unknown>>, now: Date): Promise<void>;
}

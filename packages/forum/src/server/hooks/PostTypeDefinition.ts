import type { HookContext } from "@quorum/server";

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
}

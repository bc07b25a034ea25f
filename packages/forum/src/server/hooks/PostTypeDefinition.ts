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
   * Where it may be started: absent, wherever a discussion may. Given, the forum offers it in a
   * category only when this answers true for the category (`null`: a page of no category, such as
   * the home page), by telling the page (the new-post menu's `allowedDiscussionTypes`), so the
   * add-on's client descriptor needs no rule of its own (Ideation: idea categories only). The
   * add-on still refuses a post of its type elsewhere (the menu only stops offering it).
   */
  allowedIn?(categoryID: number | null, ctx: HookContext): boolean | Promise<boolean>;
}

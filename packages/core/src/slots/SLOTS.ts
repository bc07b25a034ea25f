import type { Comment, Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import { defineSlot } from "../addons/defineSlot";

/** What an item of a discussion's options menu receives (`SLOTS.discussionOptions`). */
export interface DiscussionOptionsProps {
  /** The discussion as the page currently shows it. */
  discussion: Discussion;
  /** Shows a dialog outside the menu (it outlives the menu's items); null removes it. */
  showModal(modal: ReactNode | null): void;
}

/** What a discussion-list filter slot item reads and changes: the list's extra API parameters. */
export interface ListFilterProps {
  /** The current extra query parameters of the list (e.g. `{ type: "question", statusID: 1 }`). */
  params: Readonly<Record<string, string | number | undefined>>;
  /** Replaces the given parameters (undefined removes one) and reloads the list from page 1. */
  setParams(next: Readonly<Record<string, string | number | undefined>>): void;
}

/**
 * The slots the forum's UI offers to add-ons. They live in core, not in the forum, because add-ons
 * may not import each other: what two packages share moves down (docs/architecture.md §1).
 */
export const SLOTS = {
  /** Beside a discussion's title, in lists and on its page (Q&A's 'Answered ✓'). */
  discussionLabels: defineSlot<{ discussion: Discussion }>("discussion.labels"),
  /** The filter bar above a discussion list (Q&A's status filter). */
  discussionListFilters: defineSlot<ListFilterProps>("discussionList.filters"),
  /** Beside a comment's author line (Q&A's 'Accepted Answer'). */
  commentLabels: defineSlot<{ comment: Comment; discussion: Discussion }>("comment.labels"),
  /** Under a comment's body, with Reply and Quote (Q&A's Accept / Reject). */
  commentActions: defineSlot<{ comment: Comment; discussion: Discussion }>("comment.actions"),
  /**
   * Items of a discussion's options menu, after the log links and before Report (attachment
   * integrations). An item renders a `DropDownItemButton` or `DropDownItemLink`; the menu unmounts
   * its items when it closes, so an item opening a dialog hands it to `showModal` (null removes it).
   */
  discussionOptions: defineSlot<DiscussionOptionsProps>("discussion.options"),
} as const;

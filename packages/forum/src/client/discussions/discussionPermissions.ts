import type { DiscussionCheck } from "./discussionCheck";

const MODERATE = ["discussions.moderate", "discussions.manage"];

/** `community.moderate`, or moderation rights in the discussion's category. */
const moderate = (c: DiscussionCheck) => c.global("community.moderate") || c.inCategory(MODERATE);

/** Change anyone's post's type or tags: `discussions.edit` in the category, or moderation rights. */
const manageContent = (c: DiscussionCheck) => moderate(c) || c.inCategory("discussions.edit");

/** Announce and sink: `community.manage` globally or for the category, or moderation rights. */
const announce = (c: DiscussionCheck) => moderate(c) || c.inCategory("community.manage", "globalOrResource");

/**
 * Who may use each moderation action on a discussion (spec §6), exactly as the server checks it
 * (`discussionRights` there), so the options menu, the status labels and anything else offering
 * these actions agree with what the server then allows. An author's own edit window is separate
 * (`ownEditDeadline`): these are the rights that need no window.
 */
export const discussionPermissions = {
  /** Edit anyone's title and body: `discussions.edit` in the category, or `community.moderate`. */
  edit: (c: DiscussionCheck) => c.global("community.moderate") || c.inCategory("discussions.edit"),
  delete: (c: DiscussionCheck) => c.global("community.moderate") || c.inCategory("discussions.delete"),
  /** Move to another category (the server also needs posting rights in the target). */
  move: moderate,
  /** Change the post type (a type may need a permission of its own besides). */
  changeType: manageContent,
  /** Tag anyone's post (an author may tag their own while their edit window is open). */
  tag: manageContent,
  resolve: (c: DiscussionCheck) => moderate(c) || c.inCategory("staff.allow", "globalOrResource"),
  announce,
  sink: announce,
  changeAuthor: (c: DiscussionCheck) => c.inCategory(["site.manage", "community.manage"], "globalOrResource"),
  addToCollection: (c: DiscussionCheck) => c.inCategory("community.manage", "globalOrResource"),
  bump: (c: DiscussionCheck) => c.inCategory("curation.manage", "globalOrResource"),
  /** Close or reopen: `discussions.close` (or `community.moderate`), or `discussions.closeOwn` for the author. */
  close: (c: DiscussionCheck, isAuthor: boolean) =>
    c.global("community.moderate") || c.inCategory("discussions.close") || (isAuthor && c.inCategory("discussions.closeOwn")),
  /** The audit log links. */
  viewLog: (c: DiscussionCheck) => c.global("community.moderate"),
  /** Report needs `flag.add`; the escalations feature flag is checked beside it. */
  report: (c: DiscussionCheck) => c.global("flag.add"),
} as const;

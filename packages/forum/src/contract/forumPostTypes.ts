import { defineExtensionPoint } from "@quorum/core";

/** A kind of post the new-post menu and the post form offer (the server half declares it too: `forumHooks.postType`). */
export interface PostTypeDescriptor {
  /** The discussion `type` value ("question"). */
  type: string;
  /** English label ("Ask a Question"); translated when shown. */
  label: string;
  /** Offered only to users holding this permission (besides `discussions.add`). */
  permission?: string;
  /** Lower comes first; the forum's own "discussion" has order 100. */
  order: number;
}

/**
 * The forum's client extension point for post types: `extend: [forumPostTypes.with({ type:
 * "question", label: "Ask a Question", order: 10 })]` in an add-on's client descriptor.
 */
export const forumPostTypes = defineExtensionPoint<PostTypeDescriptor>("forum.postTypes");

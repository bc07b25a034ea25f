import type { WidgetHydrator } from "@quorum/server";
import { bannerWidget } from "./widgets/bannerWidget";
import { categoriesWidget } from "./widgets/categoriesWidget";
import { commentThreadWidget } from "./widgets/commentThreadWidget";
import { createCommentWidget } from "./widgets/createCommentWidget";
import { createPostFormWidget } from "./widgets/createPostFormWidget";
import { discussionsWidget } from "./widgets/discussionsWidget";
import { guestCtaWidget } from "./widgets/guestCtaWidget";
import { newPostWidget } from "./widgets/newPostWidget";
import { originalPostWidget } from "./widgets/originalPostWidget";
import { postTagsWidget } from "./widgets/postTagsWidget";

/** The forum's layout catalog (docs/page-flow.md §3): `$hydrate` id -> component and hydrator. */
export const FORUM_WIDGETS: Readonly<Record<string, WidgetHydrator>> = {
  "react.app-banner": bannerWidget,
  "react.guest-cta": guestCtaWidget,
  "react.newpost": newPostWidget,
  "react.discussion.discussions": discussionsWidget,
  "react.categories": categoriesWidget,
  "react.asset.originalPost": originalPostWidget,
  "react.asset.postTags": postTagsWidget,
  "react.asset.postCommentThread": commentThreadWidget,
  "react.asset.createComment": createCommentWidget,
  "react.asset.createPostForm": createPostFormWidget,
};

import { bannerWidget } from "./widgets/bannerWidget";
import { categoriesWidget } from "./widgets/categoriesWidget";
import { categoryFollowWidget } from "./widgets/categoryFollowWidget";
import { commentThreadWidget } from "./widgets/commentThreadWidget";
import { createCommentWidget } from "./widgets/createCommentWidget";
import { createPostFormWidget } from "./widgets/createPostFormWidget";
import { discussionsWidget } from "./widgets/discussionsWidget";
import { guestCtaWidget } from "./widgets/guestCtaWidget";
import { newPostWidget } from "./widgets/newPostWidget";
import { originalPostWidget } from "./widgets/originalPostWidget";
import { postTagsWidget } from "./widgets/postTagsWidget";
import { profilePostsWidget } from "./widgets/profilePostsWidget";

/** The forum's layout catalog (docs/page-flow.md §3): the server halves of its shared widget definitions (`forumWidgets`). */
export const FORUM_WIDGETS = [
  bannerWidget,
  guestCtaWidget,
  newPostWidget,
  discussionsWidget,
  categoriesWidget,
  originalPostWidget,
  postTagsWidget,
  commentThreadWidget,
  createCommentWidget,
  createPostFormWidget,
  categoryFollowWidget,
  profilePostsWidget,
];

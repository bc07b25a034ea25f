import type { Category, CategoryPreferences, Comment, Discussion, ProfilePost, Tag } from "@quorum/api";

// The props of the forum's widgets: what its server hydrates and its components render. Plain
// types in the contract, so both halves (and add-ons composing them) share them without the
// server loading a component (docs/addons.md §5).

/** A discussion as lists show it: with its excerpt. */
export type ListDiscussion = Discussion & { excerpt?: string };

/** A discussion as the post form edits it (`/post/editdiscussion/{id}`): the body as stored, in its format. */
export interface EditableDiscussion {
  discussionID: number;
  name: string;
  /** The stored body (not HTML), edited in its own format so nothing is lost in conversion. */
  body: string;
  format: string;
  categoryID: number;
}

export interface BannerProps {
  title: string;
  description?: string;
  /** Layout options (spec §3 "Banner options"); both shown unless turned off. */
  showTitle?: boolean;
  showDescription?: boolean;
  /** Spec §3 banner options: no search bar, or none at mobile widths. */
  hideSearch?: boolean;
  hideSearchOnMobile?: boolean;
}

export interface GuestCallToActionProps {
  title: string;
  description?: string;
}

export interface NewPostMenuProps {
  /** The page's category: the new post goes there. */
  categoryID?: number;
  /**
   * The post types that may be started here (the server's answer, from each type's `allowedIn`
   * rule: `PostTypeDefinition`); the menu offers no other. Absent: every type.
   */
  allowedDiscussionTypes?: string[];
}

export interface DiscussionListWidgetProps {
  title?: string;
  discussions: ListDiscussion[];
  paging?: { page: number; limit: number; total?: number };
  /** What the server queried `GET /discussions` with; filtered pages are loaded with it. */
  apiParams?: Record<string, unknown>;
  showPager?: boolean;
  /** Where the whole list lives, for a short list on another page (the home page's recent posts). */
  viewAllUrl?: string;
}

export interface CategoriesWidgetProps {
  title?: string;
  /** The visible categories as a tree (children nested). */
  categories: Category[];
}

export interface OriginalPostAssetProps {
  /** The discussion; `bodyHtml` (or `body`) is the server-sanitized HTML of its body. */
  discussion: (Discussion & { bodyHtml?: string }) | null;
}

export interface PostTagsAssetProps {
  title: string;
  tags: Tag[];
}

/**
 * Where a deleted comment stood in its thread (spec §3's tombstone display mode): only its id
 * and date, never its author or text. It is shown beside the comment posted right after it
 * (`nextCommentID`): before it oldest first, after it newest first.
 */
export interface CommentTombstone {
  commentID: number;
  dateInserted: string;
  nextCommentID: number;
}

export interface CommentThreadAssetProps {
  /** The thread's discussion (without its body); null when there is none to show. */
  discussion: Discussion | null;
  comments: Comment[];
  /** `page` is already clamped by the server to 1..the page count. */
  paging: { page: number; limit: number; total: number };
  sort?: string;
  title?: string;
  /** False hides 'Sort by': for a part of a thread that is not in its order (Q&A's 'Accepted Answers'). */
  showSort?: boolean;
  /** The page's deleted comments that later comments followed; only in the date sorts (a ranking has no place for them). */
  tombstones?: CommentTombstone[];
}

export interface CreateCommentAssetProps {
  discussionID: number | null;
  categoryID: number | null;
  closed: boolean;
}

export interface CreatePostFormAssetProps {
  title?: string;
  postType: string;
  /** The category the address named (/post/discussion/{category}), preselected. */
  category?: Pick<Category, "categoryID">;
  /**
   * The categories the viewer may post in, in tree order, each with the post types it takes
   * (`allowedDiscussionTypes`: the form offers only those; absent, every type).
   */
  categories: Array<Pick<Category, "categoryID" | "name" | "depth"> & { allowedDiscussionTypes?: string[] }>;
  /** Editing (/post/editdiscussion/{id}): the discussion, filled in; saving changes it instead of posting. */
  discussion?: EditableDiscussion;
  /** A saved draft to resume (/post/editdiscussion/{recordID}/{draftID}). */
  draftID?: number;
}

export interface CategoryFollowWidgetProps {
  /** The page's category; null off a category page (the widget then shows nothing). */
  category: Pick<Category, "categoryID" | "name" | "url"> | null;
  /** The signed-in member's preferences for it (absent for guests). */
  preferences?: CategoryPreferences;
  /** A layout preview: the dropdown follows nothing and its toggles are blocked (spec §5). */
  preview?: boolean;
}

/** A reaction type to choose on the profile's reactions tab. */
interface ProfileReactionChoice {
  urlcode: string;
  name: string;
}

/**
 * A profile tab's list (`/profile/{tab}/{userName}`, placed at the framework's profile layout):
 * the person's posts of that tab as the viewer may list them. `posts` is null where nothing may
 * show (the restricted view of a private or banned profile, or outside a profile page).
 */
export interface ProfilePostsWidgetProps {
  posts: ProfilePost[] | null;
  /** The tab's address segment: "" (activity), "discussions", "comments" or "reactions". */
  tab: string;
  userName: string;
  paging: { page: number; limit: number; total: number };
  /** The reactions tab: the types to choose from and the chosen one's urlcode. */
  reactions?: ProfileReactionChoice[];
  reaction?: string;
}

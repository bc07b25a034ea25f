import { defineExtensionPoint, type ApiError } from "@quorum/core";

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
  /** Fields of the type's own (a poll's question and options), sent with the post in one request. */
  fields?: PostTypeFields;
}

/**
 * A post type's own fields in the forum's post form: the form shows the component under the body
 * and sends `{ discussion: { name, body, format, categoryID, tagIDs?, newTagNames? }, ...fields }`
 * (the post as `POST /discussions` takes it, without `type`) to `endpoint` instead of `POST
 * /discussions`, which answers with the new record's `discussionID`. Errors of the post's fields
 * come back named `discussion.<field>` and show at the form's fields; the component shows its own.
 */
export interface PostTypeFields {
  /** An API path (`/polls`). */
  endpoint: string;
  /**
   * The `$reactComponent` name of the component, which the add-on registers among its `widgets`
   * (taking `PostTypeFieldsProps`). A name, not a loader: the post type stays plain data, so a page
   * that does not show the form needs none of the add-on's code to list the type (docs/page-flow.md §4).
   */
  component: string;
}

/** What the form gives a post type's fields component. */
export interface PostTypeFieldsProps {
  /** Called with the fields to send whenever they change. */
  onChange(fields: Readonly<Record<string, unknown>>): void;
  /**
   * The fields a resumed draft kept (what `onChange` last handed over; the draft's
   * `draftMeta.postMeta`), to start from; absent for a new post. A scheduled draft publishes them
   * with the post (the server half's `forumHooks.postType` `draftFields`).
   */
  initial?: Readonly<Record<string, unknown>>;
  /** The last failed request's error (the component shows the errors of its fields). */
  error: ApiError | null;
}

/**
 * The forum's client extension point for post types: `extend: [forumPostTypes.with({ type:
 * "question", label: "Ask a Question", order: 10 })]` in an add-on's client descriptor.
 */
export const forumPostTypes = defineExtensionPoint<PostTypeDescriptor>("forum.postTypes");

import { defineWidget } from "@quorum/api";
import type { PostTypeFieldsProps } from "@quorum/forum/contract";
import type { Poll } from "./Poll";

/** What the poll widget renders: the poll as its viewer may see it, or null (no poll yet). */
export interface PollWidgetProps {
  title?: string;
  discussionID: number;
  /** The discussion's author, who adds the poll when it has none yet. */
  canAddPoll: boolean;
  poll: Poll | null;
}

/** `react.poll` -> PollWidget: on a poll's discussion page, or placed anywhere with `discussionID`. */
export const pollWidget = defineWidget<PollWidgetProps>({ id: "react.poll", component: "PollWidget" });

/**
 * `PollPostFields`: the poll's question and options in the forum's post form (the 'New Poll' post
 * type's `fields`). Registered as a widget so the post type names it as data; no layout places it.
 */
export const pollPostFields = defineWidget<PostTypeFieldsProps>({ id: "react.poll.postFields", component: "PollPostFields" });

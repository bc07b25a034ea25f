import { defineWidget } from "@quorum/api";
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

import type { ReactionSummary } from "@quorum/api";
import { t, ToolTip } from "@quorum/core";
import { useState } from "react";
import type { ReactElement, ReactNode } from "react";
import { ReactionUsers } from "./ReactionUsers";
import type { ReactionRecord } from "./reactionsPath";

export interface ReactionUsersToolTipProps {
  record: ReactionRecord;
  reaction: ReactionSummary;
  /** The reaction's button or count, which the tooltip describes. */
  children: ReactElement<{ "aria-describedby"?: string }>;
}

/**
 * A tooltip naming who reacted with `reaction`. The post's reactions log is requested on the first
 * hover or focus, never on render: a thread shows many reactions and most are never pointed at.
 */
export function ReactionUsersToolTip({ record, reaction, children }: ReactionUsersToolTipProps): ReactNode {
  const [armed, setArmed] = useState(false);
  const arm = (): void => setArmed(true);
  // Outside the ToolTip so its own hover and focus handling stays untouched; focus bubbles here.
  return (
    <span onMouseEnter={arm} onFocus={arm}>
      <ToolTip label={armed ? <ReactionUsers record={record} reaction={reaction} /> : t("Loading…")}>{children}</ToolTip>
    </span>
  );
}

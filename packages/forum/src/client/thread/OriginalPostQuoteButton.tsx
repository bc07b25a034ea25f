import type { Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import { useLiveDiscussion } from "../discussions/useLiveDiscussion";
import { QuoteButton } from "./QuoteButton";

export interface OriginalPostQuoteButtonProps {
  /** The discussion; `bodyHtml` (or `body`) is the server-sanitized HTML of its body. */
  discussion: Discussion & { bodyHtml?: string };
}

/** 'Quote' under the original post; follows the live discussion, so closing it updates who may quote. */
export function OriginalPostQuoteButton({ discussion: given }: OriginalPostQuoteButtonProps): ReactNode {
  const discussion = useLiveDiscussion(given);
  const author = discussion.insertUser ?? { userID: discussion.insertUserID, name: "Unknown User" };
  const bodyHtml = discussion.bodyHtml ?? discussion.body ?? "";
  return <QuoteButton discussion={discussion} post={{ recordType: "discussion", recordID: discussion.discussionID, url: discussion.url, bodyHtml, author }} />;
}

import { describe, expect, it } from "vitest";
import { aComment } from "../testing/fixtures";
import { threadEntries } from "./threadEntries";

const at = (commentID: number, minute: number) => aComment({ commentID, dateInserted: `2026-11-20T12:${String(minute).padStart(2, "0")}:00.000Z` });
const shape = (entries: ReturnType<typeof threadEntries>) => entries.map((e) => (e.mode === "full" ? e.comment.commentID : `tomb ${e.commentID}`));

describe("threadEntries", () => {
  const page = [at(1, 1), at(2, 2), at(3, 3)];
  const tombstones = [
    { commentID: 10, dateInserted: "2026-11-20T12:01:30.000Z", nextCommentID: 2 },
    { commentID: 11, dateInserted: "2026-11-20T12:01:40.000Z", nextCommentID: 2 },
  ];

  it("puts each tombstone before the comment that followed it, or after it newest first", () => {
    expect(shape(threadEntries(page, tombstones, new Set(), false))).toEqual([1, "tomb 10", "tomb 11", 2, 3]);
    expect(shape(threadEntries([...page].reverse(), tombstones, new Set(), true))).toEqual([3, 2, "tomb 11", "tomb 10", 1]);
  });

  it("shows a comment deleted meanwhile as a tombstone while a comment of the page follows it, else not at all", () => {
    expect(shape(threadEntries(page, [], new Set([1]), false))).toEqual(["tomb 1", 2, 3]);
    expect(shape(threadEntries(page, [], new Set([3]), false))).toEqual([1, 2]);
    // Its follower deleted too: nothing follows either any more.
    expect(shape(threadEntries(page, [], new Set([2, 3]), false))).toEqual([1]);
  });
});

import { describe, expect, it } from "vitest";
import { renderLiveDiscussionWidgets } from "../testing/renderLiveDiscussionWidgets";

describe("useLiveDiscussion (browser)", () => {
  it("gives every widget of the page the discussion as first given, over its own props", () => {
    // The first widget seeds the live record; a later one given another copy sees the record.
    expect(renderLiveDiscussionWidgets()).toEqual({
      first: "Original | closed false | <p>Body</p>",
      second: "Original | closed false | <p>Body</p>",
      other: "Another thread | closed true | no body",
    });
  });
});

import { isServerRender } from "@quorum/core";
import type * as Core from "@quorum/core";
import { describe, expect, it, vi } from "vitest";
import { renderLiveDiscussionWidgets } from "../testing/renderLiveDiscussionWidgets";

// useLiveDiscussion picks its version when it loads: here it loads as in the server render.
vi.mock("@quorum/core", async (importOriginal) => ({ ...(await importOriginal<typeof Core>()), isServerRender: true }));

describe("useLiveDiscussion (server render)", () => {
  it("answers what the query-backed version answers in the browser (useLiveDiscussion.test.tsx)", () => {
    expect(isServerRender).toBe(true);
    expect(renderLiveDiscussionWidgets()).toEqual({
      first: "Original | closed false | <p>Body</p>",
      second: "Original | closed false | <p>Body</p>",
      other: "Another thread | closed true | no body",
    });
  });
});

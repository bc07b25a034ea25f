import { isServerRender } from "@quorum/core";
import type * as Core from "@quorum/core";
import { describe, expect, it, vi } from "vitest";
import { renderReactionTypes } from "../testing/renderReactionTypes";
import { REACTION_TYPES } from "./testReactions";

// useReactionTypes picks its version when it loads: here it loads as in the server render.
vi.mock("@quorum/core", async (importOriginal) => ({ ...(await importOriginal<typeof Core>()), isServerRender: true }));

describe("useReactionTypes (server render)", () => {
  it("answers what the query answers in the browser's first render (useReactionTypes.test.tsx)", () => {
    expect(isServerRender).toBe(true);
    expect(renderReactionTypes()).toBe("<i>none</i><i>none</i>");
    expect(renderReactionTypes(REACTION_TYPES)).toBe("<i>up,down,like,disagree,promote</i><i>up,down,like,disagree,promote</i>");
  });
});

import { describe, expect, it } from "vitest";
import { renderReactionTypes } from "../testing/renderReactionTypes";
import { REACTION_TYPES } from "./testReactions";

describe("useReactionTypes (browser)", () => {
  it("gives the cached types, enabled or not, and none before they load", () => {
    expect(renderReactionTypes()).toBe("<i>none</i><i>none</i>");
    expect(renderReactionTypes(REACTION_TYPES)).toBe("<i>up,down,like,disagree,promote</i><i>up,down,like,disagree,promote</i>");
  });
});

import { describe, expect, it } from "vitest";
import type { ForumLayoutViewType } from "../../contract/ForumLayoutViewType";
import { FORUM_LAYOUTS } from "./FORUM_LAYOUTS";
import { FORUM_VIEWS } from "./FORUM_VIEWS";

// Every name of the contract's type, once: a name missing here or not in the type fails to compile.
const NAMED: Record<ForumLayoutViewType, true> = {
  discussionList: true,
  categoryList: true,
  discussionCategoryPage: true,
  nestedCategoryList: true,
  post: true,
  discussion: true,
  createPost: true,
};

describe("ForumLayoutViewType", () => {
  it("names exactly the view types the forum resolves or gives layouts for (home is the framework's)", () => {
    const served = new Set([...Object.keys(FORUM_VIEWS), ...Object.keys(FORUM_LAYOUTS)]);
    served.delete("home");
    expect([...served].sort()).toEqual(Object.keys(NAMED).sort());
  });
});

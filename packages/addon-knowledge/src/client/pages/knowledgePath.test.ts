import { describe, expect, it } from "vitest";
import { knowledgePath } from "./knowledgePath";

const here = { origin: "https://forum.example", pathname: "/kb/articles/11-installing", search: "" };

describe("knowledgePath", () => {
  it("keeps the /kb/ prefix of the site's own knowledge links, root-relative or absolute, with their query and fragment", () => {
    expect(knowledgePath("/kb/articles/12-upgrading", here)).toBe("/kb/articles/12-upgrading");
    expect(knowledgePath("https://forum.example/kb/guide?x=1#kb-category-3", here)).toBe("/kb/guide?x=1#kb-category-3");
    expect(knowledgePath("/kb", here)).toBe("/kb");
    expect(knowledgePath("/kb/search?query=tent", here)).toBe("/kb/search?query=tent");
  });

  it("leaves other sites, other parts of this one, the open page's headings and bad addresses to the browser", () => {
    expect(knowledgePath("https://elsewhere.example/kb/articles/12", here)).toBeNull();
    expect(knowledgePath("/discussions", here)).toBeNull();
    expect(knowledgePath("/kbase/articles/1", here)).toBeNull();
    expect(knowledgePath("#step-one", here)).toBeNull();
    expect(knowledgePath("mailto:help@forum.example", here)).toBeNull();
    expect(knowledgePath("http://[bad", here)).toBeNull();
  });
});

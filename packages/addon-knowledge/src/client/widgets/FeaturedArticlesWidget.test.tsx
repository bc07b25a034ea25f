import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import FeaturedArticlesWidget from "./FeaturedArticlesWidget";

describe("FeaturedArticlesWidget", () => {
  it("links each featured article to its /kb/ page with its knowledge base and excerpt", () => {
    render(
      <FeaturedArticlesWidget
        title="Featured Articles"
        articles={[
          {
            articleID: 4,
            name: "Creating your account",
            excerpt: "Sign up in a minute.",
            url: "/kb/articles/4-creating-your-account",
            knowledgeBaseName: "Help Center",
          },
        ]}
      />,
    );
    const region = within(screen.getByRole("region", { name: "Featured Articles" }));
    expect(region.getByRole("heading", { level: 2, name: "Featured Articles" })).toBeTruthy();
    expect(region.getByRole("link", { name: "Creating your account" }).getAttribute("href")).toBe("/kb/articles/4-creating-your-account");
    expect(region.getByText("Help Center")).toBeTruthy();
    expect(region.getByText("Sign up in a minute.")).toBeTruthy();
  });

  it("shows nothing when the viewer may read no featured article", () => {
    const { container } = render(<FeaturedArticlesWidget title="Featured Articles" articles={[]} />);
    expect(container.innerHTML).toBe("");
  });
});

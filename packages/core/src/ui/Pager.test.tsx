import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../testing/renderWithApp";
import { Pager } from "./Pager";
import type { PagerProps } from "./Pager";

const hrefFor = (page: number) => `/discussions?page=${page}`;

function pager(props: Omit<PagerProps, "hrefFor">) {
  renderWithApp(<Pager {...props} hrefFor={hrefFor} />);
  const nav = screen.getByRole("navigation", { name: "Pagination" });
  const links = within(nav).queryAllByRole("link");
  return {
    text: nav.querySelector("span")?.textContent,
    pages: links.filter((a) => /^Page /.test(a.getAttribute("aria-label") ?? "")).map((a) => a.textContent),
    current: links.find((a) => a.getAttribute("aria-current") === "page")?.textContent,
    link: (name: string) => within(nav).getByRole("link", { name }),
  };
}

describe("Pager", () => {
  it("shows the range of the first page and no previous page", () => {
    const p = pager({ page: 1, limit: 30, total: 95 });
    expect(p.text).toBe("1 - 30 of 95");
    expect(p.pages).toEqual(["1", "2", "3", "4"]);
    expect(p.current).toBe("1");
    expect(p.link("Previous").getAttribute("aria-disabled")).toBe("true");
    expect(p.link("Next").getAttribute("href")).toBe("/discussions?page=2");
  });

  it("shows a short last page and no next page", () => {
    const p = pager({ page: 4, limit: 30, total: 95 });
    expect(p.text).toBe("91 - 95 of 95");
    expect(p.link("Previous").getAttribute("href")).toBe("/discussions?page=3");
    expect(p.link("Next").getAttribute("aria-disabled")).toBe("true");
  });

  it("clamps the page to the page count", () => {
    expect(pager({ page: 9, limit: 30, total: 95 }).text).toBe("91 - 95 of 95");
  });

  it("elides far pages around the current one", () => {
    expect(pager({ page: 10, limit: 10, total: 200 }).pages).toEqual(["1", "8", "9", "10", "11", "12", "20"]);
  });

  it("adds '+' when more results exist than counted", () => {
    const p = pager({ page: 2, limit: 30, hasMore: true });
    expect(p.text).toBe("31 - 60 of 60+");
    expect(p.pages).toEqual(["1", "2", "3"]);
    expect(p.link("Next").getAttribute("href")).toBe("/discussions?page=3");
  });

  it("adds '+' to a capped count", () => {
    expect(pager({ page: 1, limit: 10, total: 10000, hasMore: true }).text).toBe("1 - 10 of 10,000+");
  });

  it("renders nothing for an empty list", () => {
    renderWithApp(<Pager page={1} limit={30} total={0} hrefFor={hrefFor} />);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });
});

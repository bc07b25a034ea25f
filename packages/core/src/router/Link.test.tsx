import { fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { useLocation } from "./useLocation";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../testing/renderWithApp";
import { guestBootstrap } from "../testing/testBootstrap";
import { Link } from "./Link";
import { useNavigate } from "./useNavigate";

function Where(): ReactNode {
  const { pathname, search, hash } = useLocation();
  return <output>{pathname + search + hash}</output>;
}

describe("Link", () => {
  it("is a real link that navigates in the app on a plain click", () => {
    renderWithApp(
      <>
        <Link to="/discussion/12/hello?sort=-score#Comment_3">Hello</Link>
        <Where />
      </>,
    );
    const link = screen.getByRole("link", { name: "Hello" });
    expect(link.getAttribute("href")).toBe("/discussion/12/hello?sort=-score#Comment_3");
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole("status").textContent).toBe("/discussion/12/hello?sort=-score#Comment_3");
  });

  it("leaves modified clicks, other targets and other origins to the browser", () => {
    renderWithApp(
      <>
        <Link to="/categories">Categories</Link>
        <Link to="/categories" target="_blank">
          New tab
        </Link>
        <Link to="https://example.com/x">Elsewhere</Link>
        <Where />
      </>,
    );
    expect(fireEvent.click(screen.getByRole("link", { name: "Categories" }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "New tab" }))).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }))).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("/");
  });

  it("keeps in-app addresses in the site section the page is under; a site address leaves it", () => {
    const bootstrap = guestBootstrap({ siteSections: [{ folder: "games", siteSectionID: 3, locale: "fr" }] });
    function Post(): ReactNode {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate("/discussion/13/posted")}>
          Post
        </button>
      );
    }
    renderWithApp(
      <>
        <Link to="/discussion/12/hello">Hello</Link>
        <Link to="/" siteAddress>
          Whole Site
        </Link>
        <Link to="?page=2">Next</Link>
        <Post />
        <Where />
      </>,
      { url: "/games/discussions", bootstrap },
    );
    expect(screen.getByRole("link", { name: "Hello" }).getAttribute("href")).toBe("/games/discussion/12/hello");
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("?page=2");
    expect(screen.getByRole("link", { name: "Whole Site" }).getAttribute("href")).toBe("/");
    fireEvent.click(screen.getByRole("link", { name: "Hello" }));
    expect(screen.getByRole("status").textContent).toBe("/games/discussion/12/hello");
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    expect(screen.getByRole("status").textContent).toBe("/games/discussion/13/posted");
    fireEvent.click(screen.getByRole("link", { name: "Whole Site" }));
    expect(screen.getByRole("status").textContent).toBe("/");
    // Outside the section nothing is prefixed.
    expect(screen.getByRole("link", { name: "Hello" }).getAttribute("href")).toBe("/discussion/12/hello");
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    expect(screen.getByRole("status").textContent).toBe("/discussion/13/posted");
  });
});

import { fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { useLocation } from "./useLocation";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../testing/renderWithApp";
import { Link } from "./Link";

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
});

import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import type { ReactNode } from "react";
import { memberBootstrap, renderWithApp, testApi } from "@quorum/core/testing";
import { aCategory } from "../testing/fixtures";
import { CategoryChooser } from "./CategoryChooser";

const CHOICES = [
  { categoryID: 1, name: "General", depth: 1 },
  { categoryID: 3, name: "Support", depth: 1 },
  { categoryID: 4, name: "Installation", depth: 2 },
];

function Chooser(): ReactNode {
  const [value, setValue] = useState("");
  return (
    <>
      <CategoryChooser value={value} onChange={setValue} categories={CHOICES} />
      <output>{`chosen:${value}`}</output>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe("CategoryChooser", () => {
  it("searches 100 ms after typing stops (limit 50, with breadcrumbs), offers only postable matches, and picks one", async () => {
    const api = testApi({
      "GET /api/v2/categories/search": () => ({
        status: 200,
        body: [
          aCategory({
            categoryID: 4,
            name: "Installation",
            breadcrumbs: [
              { name: "Home", url: "/" },
              { name: "Support", url: "/categories/support" },
              { name: "Installation", url: "/categories/installation" },
            ],
          }),
          aCategory({ categoryID: 9, name: "Staff Installs", breadcrumbs: [] }),
        ],
      }),
    });
    renderWithApp(<Chooser />, { bootstrap: memberBootstrap(), apiClient: api.client });
    const search = await screen.findByRole("searchbox", { name: "Search categories" });
    vi.useFakeTimers();
    for (const text of ["i", "in", "ins"]) {
      fireEvent.change(search, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(60));
    }
    expect(api.requests).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(40));
    expect(api.requests.map((r) => `${r.method} ${r.path}${r.url.search}`)).toEqual(["GET /api/v2/categories/search?query=ins&limit=50&expand=breadcrumbs"]);
    // Let the answer through the query cache (it notifies on a timer) before going back to real time.
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();

    const match = await screen.findByRole("button", { name: /Installation/ });
    expect(match.textContent).toBe("InstallationSupport");
    expect(screen.queryByRole("button", { name: /Staff Installs/ })).toBeNull();
    fireEvent.click(match);
    expect(screen.getByText("chosen:4")).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement).value).toBe("4");
    expect((search as HTMLInputElement).value).toBe("");
  });

  it("lists every postable category, indented by depth, without a request", async () => {
    const api = testApi();
    renderWithApp(<Chooser />, { bootstrap: memberBootstrap(), apiClient: api.client });
    const select = (await screen.findByRole("combobox", { name: "Category" })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(["Select a category", "General", "Support", "\u00a0\u00a0Installation"]);
    fireEvent.change(select, { target: { value: "3" } });
    expect(screen.getByText("chosen:3")).toBeTruthy();
    await waitFor(() => expect(api.requests).toEqual([]));
  });
});

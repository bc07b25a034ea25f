import type { SearchResult } from "@quorum/api";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { defineAddon } from "../addons/defineAddon";
import { renderWithApp } from "../testing/renderWithApp";
import type { ClientBootstrap } from "../site/ClientBootstrap";
import { guestBootstrap } from "../testing/testBootstrap";
import { testApi } from "../testing/testApi";
import type { TestApiRequest } from "../testing/testApi";
import SearchPage from "./SearchPage";
import { searchDomainsPoint } from "./searchDomainsPoint";

const found = (recordID: number, body: string | null = "the <mark>dark</mark> theme &amp; &lt;b&gt;"): SearchResult => ({
  recordID,
  recordType: "discussion",
  type: "discussion",
  name: `Dark ${recordID}`,
  url: `/discussion/${recordID}/dark`,
  body,
  score: 1,
  dateInserted: "2026-11-25T10:00:00.000Z",
  dateUpdated: null,
  insertUserID: 2,
  updateUserID: null,
  insertUser: { userID: 2, name: "Bob", photoUrl: "", dateLastActive: null, banned: 0, private: false },
  breadcrumbs: [
    { name: "Home", url: "/" },
    { name: "General", url: "/categories/general" },
  ],
  labelCodes: [],
  isForeign: false,
});

function searchApi(results: SearchResult[], total = results.length) {
  return testApi({
    "GET /api/v2/search": (request: TestApiRequest) => ({
      status: 200,
      body: results,
      headers: { "x-app-page-result-count": String(total), "x-app-page-current": request.url.searchParams.get("page") ?? "1", "x-app-page-limit": "20" },
    }),
    "GET /api/v2/categories": () => ({ status: 200, body: [{ categoryID: 3, name: "General", depth: 1 }] }),
  });
}

function renderPage(url: string, api = searchApi([found(1), found(2)], 45), addons = [] as ReturnType<typeof defineAddon>[], bootstrap?: ClientBootstrap) {
  return renderWithApp(
    <Suspense fallback={null}>
      <SearchPage />
    </Suspense>,
    { apiClient: api.client, url, addons, ...(bootstrap ? { bootstrap } : {}) },
  );
}

const location = () => screen.getByTestId("location").textContent;

describe("/search", () => {
  it("asks the API for the address's search and lists the results: title link, breadcrumbs, marked excerpt, author and date", async () => {
    const api = searchApi([found(1), found(2)], 45);
    renderPage("/search?query=dark&categoryID=3&includeChildCategories=true&authors=Bob&page=2", api);
    const list = await screen.findByRole("list", { name: "Search results" });
    const search = api.requests.find((request) => request.path === "/api/v2/search");
    expect(Object.fromEntries(search?.url.searchParams ?? [])).toEqual({
      domain: "all_content",
      page: "2",
      limit: "20",
      sort: "relevance",
      query: "dark",
      categoryID: "3",
      includeChildCategories: "true",
      insertUserNames: "Bob",
    });
    const first = within(list).getAllByRole("listitem")[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: "Dark 1" }).getAttribute("href")).toBe("/discussion/1/dark");
    expect(within(first).getByRole("list", { name: "Breadcrumbs" }).textContent).toBe("HomeGeneral");
    expect(within(first).getByRole("link", { name: "Bob" }).getAttribute("href")).toBe("/profile/Bob");
    // The matched word marked; every other character of the body shown as text, never as HTML.
    const excerpt = first.querySelector("p") as HTMLElement;
    expect(excerpt.querySelector("mark")?.textContent).toBe("dark");
    expect(excerpt.textContent).toBe("the dark theme & <b>");
    expect(excerpt.querySelector("b")).toBeNull();
    expect(first.querySelector("time")).not.toBeNull();
  });

  it("under a site section's folder searches the section's category tree, unless a category is chosen", async () => {
    const inSections = guestBootstrap({ siteSections: [{ folder: "games", siteSectionID: 3, locale: "fr", categoryID: 7 }] });
    const asked = async (url: string) => {
      const api = searchApi([found(1)], 1);
      const view = renderPage(url, api, [], inSections);
      await screen.findByRole("list", { name: "Search results" });
      view.unmount();
      return Object.fromEntries(api.requests.find((request) => request.path === "/api/v2/search")?.url.searchParams ?? []);
    };
    expect(await asked("/games/search?query=dark")).toMatchObject({ query: "dark", categoryID: "7", includeChildCategories: "true" });
    expect(await asked("/games/search?query=dark&categoryID=3")).toMatchObject({ categoryID: "3" });
    expect(await asked("/games/search?query=dark&categoryID=3")).not.toHaveProperty("includeChildCategories");
    // Members are found site-wide; outside every section nothing is narrowed.
    expect(await asked("/games/search?query=bo&domain=user")).not.toHaveProperty("categoryID");
    expect(await asked("/search?query=dark")).not.toHaveProperty("categoryID");
  });

  it("pages with the numbered pager from the paging headers, keeping the search in each page's address", async () => {
    renderPage("/search?query=dark&sort=newest&page=2");
    const pager = await screen.findByText("21 - 40 of 45");
    expect(pager).toBeTruthy();
    expect(screen.getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/search?query=dark&sort=newest&page=3");
    expect(screen.getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe("/search?query=dark&sort=newest");
  });

  it("shows the empty state when nothing is found", async () => {
    renderPage("/search?query=nothing", searchApi([], 0));
    expect(await screen.findByText("No results found.")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Search results" })).toBeNull();
  });

  it("keeps the post filters in the tabs of the domains that take them, and drops them from the others without a warning", async () => {
    const warn = vi.spyOn(console, "warn");
    renderPage("/search?query=dark&categoryID=3&authors=Bob");
    const tabs = within(screen.getByRole("navigation", { name: "Search domains" }));
    expect(tabs.getByRole("link", { name: "Discussions" }).getAttribute("href")).toBe("/search?query=dark&domain=discussions&categoryID=3&authors=Bob");
    expect(tabs.getByRole("link", { name: "Members" }).getAttribute("href")).toBe("/search?query=dark&domain=user");
    await screen.findByRole("list", { name: "Search results" });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("has a tab per domain, add-ons' too, the current one marked, each keeping the text and starting at page 1", async () => {
    const kb = defineAddon({ key: "kb", extend: [searchDomainsPoint.with({ key: "knowledge_base", label: "Articles" })] });
    renderPage("/search?query=dark&domain=user&page=3", searchApi([found(1)], 1), [kb]);
    const tabs = within(screen.getByRole("navigation", { name: "Search domains" }));
    expect(tabs.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["All Content", "/search?query=dark"],
      ["Discussions", "/search?query=dark&domain=discussions"],
      ["Categories", "/search?query=dark&domain=category"],
      ["Members", "/search?query=dark&domain=user"],
      ["Articles", "/search?query=dark&domain=knowledge_base"],
    ]);
    expect(tabs.getByRole("link", { name: "Members" }).getAttribute("aria-current")).toBe("page");
    // Members take no post filters: the page offers none.
    expect(screen.queryByLabelText("Author")).toBeNull();
    await screen.findByRole("list", { name: "Search results" });
  });

  it("puts the filters into the address on Search, back at page 1", async () => {
    renderPage("/search?query=dark&page=4");
    await screen.findByRole("list", { name: "Search results" });
    await screen.findByRole("option", { name: "General" });
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "3" } });
    fireEvent.click(screen.getByLabelText("Include child categories"));
    fireEvent.change(screen.getByLabelText("Author"), { target: { value: "Ada, Bob" } });
    fireEvent.change(screen.getByLabelText("Tags"), { target: { value: "ui, dark" } });
    fireEvent.click(screen.getByLabelText("All tags"));
    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "question" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-01-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(location()).toBe(
        "/search?query=dark&categoryID=3&includeChildCategories=true&authors=Ada%2CBob&tags=ui%2Cdark&tagOperator=and&types=question&dateFrom=2026-01-01",
      ),
    );
  });

  it("applies a new sort at once", async () => {
    renderPage("/search?query=dark&page=2");
    await screen.findByRole("list", { name: "Search results" });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "oldest" } });
    // The next page renders in a transition: the address changes once its results came.
    await waitFor(() => expect(location()).toBe("/search?query=dark&sort=oldest"));
  });

  it("says why the API refused a search instead of failing the page", async () => {
    const api = testApi({ "GET /api/v2/search": () => ({ status: 403, body: { message: "You need the profiles.view permission.", status: 403 } }) });
    renderPage("/search?query=ada&domain=user", api);
    expect(await screen.findByText("You need the profiles.view permission.")).toBeTruthy();
  });
});

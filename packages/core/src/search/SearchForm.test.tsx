import type { SearchResult } from "@quorum/api";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../testing/renderWithApp";
import { testApi } from "../testing/testApi";
import type { TestApiRequest } from "../testing/testApi";
import { SearchForm } from "./SearchForm";

const result = (recordID: number, name: string, type = "discussion", url = `/discussion/${recordID}/x`): SearchResult => ({
  recordID,
  recordType: type === "category" || type === "group" || type === "event" || type === "article" ? type : "discussion",
  type,
  name,
  url,
  body: null,
  score: 1,
  dateInserted: "2026-11-25T10:00:00.000Z",
  dateUpdated: null,
  insertUserID: 1,
  updateUserID: null,
  labelCodes: [],
  isForeign: false,
  breadcrumbs: [{ name: "General", url: "/categories/general" }],
});

/** The API: posts and places by domain, as `GET /search` answers them. */
function searchApi(places: SearchResult[] = [result(7, "Dark Mode Fans", "category", "/categories/dark")]) {
  return testApi({
    "GET /api/v2/search": (request: TestApiRequest) => ({
      status: 200,
      body: request.url.searchParams.get("domain") === "category" ? places : [result(1, "Dark mode please"), result(2, "Darker themes")],
    }),
  });
}

const location = () => screen.getByTestId("location").textContent;

/** Types as a person does: the value, then the input event the suggestions listen to. */
function type(input: HTMLElement, text: string): void {
  fireEvent.input(input, { target: { value: text } });
}

/**
 * Moves the fake clock `ms` on, then lets what waits on no timer finish (the lazy module, the
 * API's responses): a few turns of the real event loop, counted, not timed.
 */
async function settle(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  });
}

/** What `find` finds once the page has settled (Testing Library's findBy would wait on the faked clock). */
async function until<T>(find: () => T | null): Promise<T> {
  for (let turn = 0; turn < 100; turn++) {
    const found = find();
    if (found) return found;
    await settle(0);
  }
  throw new Error("never appeared");
}

beforeEach(async () => {
  // Only the clock of timeouts is faked: the debounce's. Loaded once here, the lazy module then resolves at once.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  await import("./SearchSuggestions");
});

afterEach(() => {
  vi.useRealTimers();
});

describe("SearchForm", () => {
  it("is a plain GET form to /search with a query field, so it works before any script runs", () => {
    const { container } = renderWithApp(<SearchForm />);
    const form = container.querySelector("form");
    expect(form?.getAttribute("action")).toBe("/search");
    expect(form?.getAttribute("method")).toBe("get");
    expect(screen.getByRole("searchbox", { name: "Search" }).getAttribute("name")).toBe("query");
    // No autocomplete until used: nothing but the form is rendered.
    expect(screen.queryByRole("listbox", { hidden: true })).toBeNull();
  });

  it("asks nothing while typing, then once 500 ms after the last key, each source for floor(10 / 2) = 5 without bodies", async () => {
    const api = searchApi();
    renderWithApp(<SearchForm />, { apiClient: api.client });
    const input = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.focus(input);
    type(input, "da");
    await settle(300);
    type(input, "dar");
    await settle(499);
    expect(api.requests).toEqual([]);
    await settle(1);
    await settle(0);
    expect(api.requests.map((request) => request.url.search).sort()).toEqual([
      "?query=dar&domain=all_content&limit=5&expandBody=false&matchMode=wildcard&count=false",
      "?query=dar&domain=category&limit=5&expandBody=false&matchMode=wildcard&count=false",
    ]);
    const list = await until(() => screen.queryByRole("listbox", { name: "Search suggestions" }));
    expect(within(list).getByRole("group", { name: "Posts" }).textContent).toContain("Dark mode please");
    expect(
      within(within(list).getByRole("group", { name: "Places" }))
        .getAllByRole("option")
        .map((option) => option.firstChild?.textContent),
    ).toEqual(["Dark Mode Fans"]);
  });

  it("sends nothing for an empty or blank query", async () => {
    const api = searchApi();
    renderWithApp(<SearchForm />, { apiClient: api.client });
    const input = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.focus(input);
    type(input, "   ");
    await settle(2000);
    type(input, "");
    await settle(2000);
    expect(api.requests).toEqual([]);
  });

  it("keeps the places group to three types of record", async () => {
    const places = [
      result(1, "A cat", "category"),
      result(2, "A group", "group"),
      result(3, "An event", "event"),
      result(4, "An article", "article"),
      result(5, "B cat", "category"),
    ];
    renderWithApp(<SearchForm />, { apiClient: searchApi(places).client });
    const input = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.focus(input);
    type(input, "a");
    await settle(500);
    const group = await until(() => screen.queryByRole("group", { name: "Places" }));
    expect(
      within(group)
        .getAllByRole("option")
        .map((option) => option.firstChild?.textContent),
    ).toEqual(["A cat", "A group", "An event", "B cat"]);
  });

  it("moves through the suggestions with the arrows, Home and End, and opens the chosen one with Enter", async () => {
    renderWithApp(<SearchForm />, { apiClient: searchApi().client, url: "/" });
    const input = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.focus(input);
    type(input, "dar");
    await settle(500);
    await until(() => screen.queryAllByRole("option")[0] ?? null);
    const combobox = screen.getByRole("combobox", { name: "Search" });
    const active = () => document.getElementById(combobox.getAttribute("aria-activedescendant") ?? "")?.firstChild?.textContent;
    fireEvent.keyDown(combobox, { key: "ArrowDown" });
    expect(active()).toBe("Dark mode please");
    fireEvent.keyDown(combobox, { key: "ArrowDown" });
    expect(active()).toBe("Darker themes");
    fireEvent.keyDown(combobox, { key: "End" });
    expect(active()).toBe("Dark Mode Fans");
    fireEvent.keyDown(combobox, { key: "ArrowDown" });
    expect(active()).toBe("Dark mode please");
    fireEvent.keyDown(combobox, { key: "ArrowUp" });
    expect(active()).toBe("Dark Mode Fans");
    fireEvent.keyDown(combobox, { key: "Home" });
    expect(active()).toBe("Dark mode please");
    fireEvent.keyDown(combobox, { key: "Enter" });
    expect(location()).toBe("/discussion/1/x");
  });

  it("closes the suggestions with Escape and reopens them on the next key", async () => {
    renderWithApp(<SearchForm />, { apiClient: searchApi().client });
    const input = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.focus(input);
    type(input, "dar");
    await settle(500);
    await until(() => screen.queryAllByRole("option")[0] ?? null);
    const combobox = screen.getByRole("combobox", { name: "Search" });
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(combobox, { key: "Escape" });
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("listbox")).toBeNull();
    fireEvent.keyDown(combobox, { key: "ArrowDown" });
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
  });

  it("hides on Home or End with no suggestions, and any other key brings them back", async () => {
    renderWithApp(<SearchForm />, { apiClient: searchApi().client });
    const input = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.focus(input);
    await settle(0);
    // Before any suggestion came: Home hides the (empty) list; once suggestions arrive it stays hidden.
    const combobox = await until(() => screen.queryByRole("combobox", { name: "Search" }));
    type(combobox, "dar");
    fireEvent.keyDown(combobox, { key: "Home" });
    await settle(500);
    await settle(0);
    expect(screen.queryByRole("listbox")).toBeNull();
    fireEvent.keyDown(combobox, { key: "a" });
    expect(await until(() => screen.queryByRole("listbox", { name: "Search suggestions" }))).toBeTruthy();
  });

  it("submits to the results page in the app, an empty text too", () => {
    renderWithApp(<SearchForm />);
    const input = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(location()).toBe("/search");
    fireEvent.change(input, { target: { value: "dark mode" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(location()).toBe("/search?query=dark%20mode");
  });

  describe("compact", () => {
    it("opens from its button into the input plus Cancel; Cancel closes it and gives the focus back to the button", async () => {
      const { container } = renderWithApp(<SearchForm compact />);
      const button = screen.getByRole("button", { name: "Search" });
      expect(button.getAttribute("aria-expanded")).toBe("false");
      fireEvent.click(button);
      expect(container.querySelector("[data-open]")).not.toBeNull();
      expect(document.activeElement).toBe(container.querySelector("input[name=query]"));
      fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
      await settle(0);
      expect(container.querySelector("[data-open]")).toBeNull();
      expect(document.activeElement).toBe(button);
    });

    it("closes when the focus leaves it (an outside click or Tab), leaving the focus where it went", async () => {
      const { container } = renderWithApp(
        <>
          <SearchForm compact />
          <a href="/elsewhere">Elsewhere</a>
        </>,
      );
      fireEvent.click(screen.getByRole("button", { name: "Search" }));
      const input = container.querySelector("input[name=query]") as HTMLInputElement;
      const elsewhere = screen.getByRole("link", { name: "Elsewhere" });
      fireEvent.blur(input, { relatedTarget: screen.getByRole("button", { name: "Cancel" }) });
      expect(container.querySelector("[data-open]")).not.toBeNull();
      elsewhere.focus();
      fireEvent.blur(input, { relatedTarget: elsewhere });
      await settle(0);
      expect(container.querySelector("[data-open]")).toBeNull();
      expect(document.activeElement).toBe(elsewhere);
    });

    it("closes with Escape when no suggestions show, focus back on the button", async () => {
      const { container } = renderWithApp(<SearchForm compact />);
      const button = screen.getByRole("button", { name: "Search" });
      fireEvent.click(button);
      const combobox = await until(() => screen.queryByRole("combobox", { name: "Search" }));
      fireEvent.keyDown(combobox, { key: "Escape" });
      await settle(0);
      expect(container.querySelector("[data-open]")).toBeNull();
      expect(document.activeElement).toBe(button);
    });
  });
});

describe("SearchForm's suggestions after use", () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await import("./SearchSuggestions");
  });

  it("close when a suggestion is opened, when the search is submitted and when the box loses the focus", async () => {
    renderWithApp(<SearchForm />, { apiClient: searchApi().client });
    const input = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.focus(input);
    type(input, "dar");
    await settle(500);
    const option = await until(() => screen.queryAllByRole("option")[0] ?? null);
    fireEvent.click(option);
    expect(location()).toBe("/discussion/1/x");
    expect(screen.queryByRole("listbox")).toBeNull();
    fireEvent.focus(input);
    expect(screen.getByRole("listbox", { name: "Search suggestions" })).toBeTruthy();
    fireEvent.blur(input);
    expect(screen.queryByRole("listbox")).toBeNull();
    fireEvent.focus(input);
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(location()).toBe("/search?query=dar");
  });
});

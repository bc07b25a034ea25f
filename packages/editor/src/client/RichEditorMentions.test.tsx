import "./testing/enableEditingInJsdom";
import type { UserFragment } from "@quorum/api";
import { memberBootstrap, renderWithApp, testApi } from "@quorum/core/testing";
import type { TestApiRequest } from "@quorum/core/testing";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditorHarness, postedDocument, useUsersByName } from "./testing/EditorHarness";
import { placeCaret } from "./testing/placeCaret";
import { typeKeys } from "./testing/typeKeys";
import { useMentionSuggestions } from "./useMentionSuggestions";

const user = (userID: number, name: string): UserFragment => ({ userID, name, photoUrl: "", dateLastActive: null, url: `/profile/${name}` });
const USERS = [user(7, "Alice"), user(8, "Alan")];
const lookups = (requests: TestApiRequest[]) => requests.filter((r) => r.path === "/api/v2/users/by-names/").map((r) => Object.fromEntries(r.url.searchParams));

function LookupProbe(): ReactNode {
  const [search, setSearch] = useState<string | null>(null);
  const { users } = useMentionSuggestions(search, useUsersByName());
  return (
    <>
      <input aria-label="search" onChange={(event) => setSearch(event.target.value || null)} />
      <output data-testid="names">{users.map((u) => u.name).join(",")}</output>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("mention lookup (spec §9: debounce 50 ms, limit 50)", () => {
  it("asks once typing has paused 50 ms, for the prefix, in mention order, at most 50", async () => {
    vi.useFakeTimers();
    const api = testApi({ "GET /api/v2/users/by-names/": () => ({ status: 200, body: USERS }) });
    renderWithApp(<LookupProbe />, { bootstrap: memberBootstrap(), apiClient: api.client });
    const input = screen.getByRole("textbox", { name: "search" });
    fireEvent.change(input, { target: { value: "a" } });
    await act(() => vi.advanceTimersByTimeAsync(30));
    fireEvent.change(input, { target: { value: "al" } });
    await act(() => vi.advanceTimersByTimeAsync(49));
    expect(lookups(api.requests)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(lookups(api.requests)).toEqual([{ name: "al*", order: "mention", limit: "50" }]);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId("names").textContent).toBe("Alice,Alan");
  });
});

describe("RichEditor mentions", () => {
  async function typeMention() {
    const api = testApi({ "GET /api/v2/users/by-names/": () => ({ status: 200, body: USERS }) });
    renderWithApp(<EditorHarness />, { bootstrap: memberBootstrap(), apiClient: api.client });
    const box = await screen.findByRole("textbox", { name: "Body" });
    const events = userEvent.setup();
    await placeCaret(box);
    await typeKeys(events, "Hi @al");
    const list = await screen.findByRole("listbox", { name: "Mention suggestions" });
    return { api, box, events, list, posted: () => postedDocument(screen.getByTestId("json")) };
  }

  it("suggests users for @ + letters and makes the one chosen with the arrow keys and Enter a mention", async () => {
    const { api, box, events, list, posted } = await typeMention();
    expect(lookups(api.requests).at(-1)).toEqual({ name: "al*", order: "mention", limit: "50" });
    const options = within(list).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Alice", "Alan"]);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]?.id);

    await typeKeys(events, "{ArrowDown}");
    expect(within(list).getAllByRole("option")[1]?.getAttribute("aria-selected")).toBe("true");
    await typeKeys(events, "{Enter}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await typeKeys(events, "there");
    expect(posted()).toEqual([
      { type: "p", children: [{ text: "Hi " }, { type: "mention", userID: 8, name: "Alan", children: [{ text: "" }] }, { text: " there" }] },
    ]);
    expect(box.textContent).toContain("@Alan");
  });

  it("chooses with Tab too", async () => {
    const { events, posted } = await typeMention();
    await typeKeys(events, "{Tab}");
    await waitFor(() => expect(JSON.stringify(posted())).toContain('"type":"mention","userID":7,"name":"Alice"'));
  });

  it("closes the list with Escape and keeps the typed text", async () => {
    const { events, posted } = await typeMention();
    await typeKeys(events, "{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(posted()).toEqual([{ type: "p", children: [{ text: "Hi @al" }] }]);
  });
});

import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import type { ReactNode } from "react";
import { memberBootstrap, renderWithApp, testApi } from "@quorum/core/testing";
import { TagInput } from "./TagInput";
import type { TagInputValue } from "./TagInput";

const TAGS = [
  { tagID: 5, name: "Feature Request", urlcode: "feature-request", type: "User" },
  { tagID: 6, name: "Feedback", urlcode: "feedback", type: "User" },
];

function Tags(): ReactNode {
  const [value, setValue] = useState<TagInputValue>({ tags: [], newTagNames: [] });
  return (
    <>
      <TagInput value={value} onChange={setValue} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe("TagInput", () => {
  it("looks tags up 100 ms after typing stops, and adds the one picked", async () => {
    const api = testApi({
      "GET /api/v2/tags": (request) => ({
        status: 200,
        body: TAGS.filter((tag) => tag.name.toLowerCase().startsWith(request.url.searchParams.get("query") ?? "")),
      }),
    });
    renderWithApp(<Tags />, { bootstrap: memberBootstrap(), apiClient: api.client });
    const input = await screen.findByRole("textbox", { name: "Tags" });
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: "f" } });
    await act(() => vi.advanceTimersByTimeAsync(50));
    fireEvent.change(input, { target: { value: "fe" } });
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(api.requests).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.requests.map((r) => r.url.search)).toEqual(["?query=fe"]);
    // Let the answer through the query cache (it notifies on a timer) before going back to real time.
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();

    fireEvent.click(await screen.findByRole("button", { name: "Feedback" }));
    expect(JSON.parse(screen.getByRole("status").textContent ?? "")).toEqual({ tags: [{ tagID: 6, name: "Feedback" }], newTagNames: [] });
    expect(screen.getByRole("button", { name: "Remove Feedback" })).toBeTruthy();
  });

  it("adds typed names on Enter: an existing tag of that name, else a new tag name; removes them again", async () => {
    const api = testApi({
      "GET /api/v2/tags": (request) => ({
        status: 200,
        body: TAGS.filter((tag) => tag.name.toLowerCase().startsWith((request.url.searchParams.get("query") ?? "").toLowerCase())),
      }),
    });
    renderWithApp(<Tags />, { bootstrap: memberBootstrap(), apiClient: api.client });
    const input = await screen.findByRole("textbox", { name: "Tags" });
    const value = () => JSON.parse(screen.getByRole("status").textContent ?? "") as TagInputValue;

    fireEvent.change(input, { target: { value: "feature request" } });
    await screen.findByRole("button", { name: "Feature Request" });
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.change(input, { target: { value: "  Brand   new " } });
    fireEvent.keyDown(input, { key: "," });
    fireEvent.change(input, { target: { value: "brand NEW" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(value()).toEqual({ tags: [{ tagID: 5, name: "Feature Request" }], newTagNames: ["Brand new"] }));
    expect((input as HTMLInputElement).value).toBe("");

    fireEvent.click(screen.getByRole("button", { name: "Remove Brand new" }));
    fireEvent.keyDown(input, { key: "Backspace" });
    expect(value()).toEqual({ tags: [], newTagNames: [] });
  });
});

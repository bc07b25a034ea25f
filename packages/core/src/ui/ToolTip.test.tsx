import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToolTip } from "./ToolTip";

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderTip() {
  render(
    <ToolTip label="Alice, Bob and Carol reacted">
      <button type="button">Like</button>
    </ToolTip>,
  );
  return screen.getByRole("button", { name: "Like" });
}

describe("ToolTip", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows after 100 ms of hover and hides 500 ms after the pointer leaves", () => {
    const button = renderTip();
    fireEvent.mouseEnter(button);
    advance(99);
    expect(screen.queryByRole("tooltip")).toBeNull();
    advance(1);
    expect(screen.getByRole("tooltip").textContent).toBe("Alice, Bob and Carol reacted");

    fireEvent.mouseLeave(button);
    advance(499);
    expect(screen.getByRole("tooltip")).toBeTruthy();
    advance(1);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("stays while the pointer moves from the button onto the tip", () => {
    const button = renderTip();
    fireEvent.mouseEnter(button);
    advance(100);
    fireEvent.mouseLeave(button);
    advance(200);
    fireEvent.mouseEnter(screen.getByRole("tooltip"));
    advance(1000);
    expect(screen.getByRole("tooltip")).toBeTruthy();
  });

  it("never shows for a pointer that passes through quicker than 100 ms", () => {
    const button = renderTip();
    fireEvent.mouseEnter(button);
    advance(60);
    fireEvent.mouseLeave(button);
    advance(1000);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("shows on keyboard focus, hides on Escape", () => {
    const button = renderTip();
    act(() => button.focus());
    advance(100);
    expect(screen.getByRole("tooltip")).toBeTruthy();
    fireEvent.keyDown(button, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("describes its child to assistive technology at once", () => {
    const button = renderTip();
    const description = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("Alice, Bob and Carol reacted");
  });

  it("renders the description on the server without touching the DOM", () => {
    vi.stubGlobal("document", undefined);
    vi.stubGlobal("window", undefined);
    try {
      const html = renderToString(
        <ToolTip label="3 reactions">
          <button type="button">Like</button>
        </ToolTip>,
      );
      expect(html).toContain("3 reactions");
      expect(html).toContain("aria-describedby");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DateTime } from "./DateTime";

describe("DateTime", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-10T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("shows a relative time in a <time> element and refreshes it every 30 s", () => {
    render(<DateTime date="2026-03-10T11:58:00Z" />);
    const time = screen.getByText("2 minutes ago");
    expect(time.tagName).toBe("TIME");
    expect(time.getAttribute("datetime")).toBe("2026-03-10T11:58:00.000Z");
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("3 minutes ago")).toBe(time);
  });

  it("shows a date for older times", () => {
    render(<DateTime date="2025-12-25T12:00:00Z" />);
    expect(screen.getByText("December 25, 2025")).toBeTruthy();
  });

  it("leaves the year out within the current year, and adds it once the year has turned", () => {
    const { unmount } = render(<DateTime date="2026-01-05T12:00:00Z" />);
    expect(screen.getByText("January 5")).toBeTruthy();
    unmount();
    vi.setSystemTime(new Date("2027-02-01T12:00:00Z"));
    render(<DateTime date={Date.parse("2026-01-05T12:00:00Z")} />);
    expect(screen.getByText("January 5, 2026")).toBeTruthy();
  });
});

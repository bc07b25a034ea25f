import { afterEach, describe, expect, it, vi } from "vitest";
import { createLeadingThrottle } from "./createLeadingThrottle";

afterEach(() => {
  vi.useRealTimers();
});

describe("createLeadingThrottle", () => {
  it("runs the first call at once, keeps the latest of the window's calls for its end, then opens a new window", () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const throttle = createLeadingThrottle(1250, (value: number) => runs.push(value));
    throttle.call(1);
    throttle.call(2);
    throttle.call(3);
    expect(runs).toEqual([1]);
    expect(throttle.pending()).toBe(true);
    vi.advanceTimersByTime(1249);
    expect(runs).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual([1, 3]);
    throttle.call(4);
    expect(runs).toEqual([1, 3]);
    vi.advanceTimersByTime(1250);
    expect(runs).toEqual([1, 3, 4]);
    // A quiet window ends with nothing to send; the next call runs at once.
    vi.advanceTimersByTime(1250);
    throttle.call(5);
    expect(runs).toEqual([1, 3, 4, 5]);
  });

  it("sends a waiting value at once when flushed (leaving the page loses nothing)", () => {
    vi.useFakeTimers();
    const runs: string[] = [];
    const throttle = createLeadingThrottle(1250, (value: string) => runs.push(value));
    throttle.call("a");
    throttle.call("b");
    throttle.flush();
    expect(runs).toEqual(["a", "b"]);
    vi.advanceTimersByTime(5000);
    expect(runs).toEqual(["a", "b"]);
    throttle.flush();
    expect(runs).toEqual(["a", "b"]);
  });
});

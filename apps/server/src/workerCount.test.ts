import { describe, expect, it } from "vitest";
import { workerCount } from "./workerCount";

describe("workerCount", () => {
  it("runs one worker per core on PostgreSQL and one on PGlite by default", () => {
    expect(workerCount(undefined, true, 2)).toBe(2);
    expect(workerCount("auto", true, 4)).toBe(4);
    expect(workerCount(undefined, false, 4)).toBe(1);
    expect(workerCount("", false, 4)).toBe(1);
  });

  it("takes an explicit count, and refuses nonsense and several PGlite processes by name", () => {
    expect(workerCount("3", true, 2)).toBe(3);
    expect(workerCount("1", false, 2)).toBe(1);
    expect(() => workerCount("0", true)).toThrow('QUORUM_WORKERS must be a whole number of at least 1 (or "auto"), not "0".');
    expect(() => workerCount("two", true)).toThrow(/not "two"/);
    expect(() => workerCount("2", false)).toThrow(/needs PostgreSQL/);
  });
});

import { describe, expect, it } from "vitest";
import { connectionsPerProcess } from "./connectionsPerProcess";

describe("connectionsPerProcess", () => {
  it("shares two connections per core between the processes by default", () => {
    expect(connectionsPerProcess(undefined, 2, 2)).toBe(2);
    expect(connectionsPerProcess("auto", 1, 2)).toBe(4);
    expect(connectionsPerProcess("", 4, 8)).toBe(4);
    expect(connectionsPerProcess(undefined, 3, 2)).toBe(1);
  });

  it("shares an explicit total, at least one each, and refuses nonsense by name", () => {
    expect(connectionsPerProcess("20", 2, 2)).toBe(10);
    expect(connectionsPerProcess("5", 2, 2)).toBe(2);
    expect(connectionsPerProcess("1", 2, 2)).toBe(1);
    expect(() => connectionsPerProcess("0", 2)).toThrow('QUORUM_DB_CONNECTIONS must be a whole number of at least 1 (or "auto"), not "0".');
    expect(() => connectionsPerProcess("many", 2)).toThrow(/not "many"/);
  });
});

import { describe, expect, it } from "vitest";
import { waitText } from "./waitText";

describe("waitText", () => {
  it("says seconds under a minute and whole minutes, rounded up, above", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(45)).toBe("45 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(900)).toBe("15 minutes");
  });
});

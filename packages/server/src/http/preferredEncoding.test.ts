import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./preferredEncoding";

describe("preferredEncoding", () => {
  it("prefers brotli when a browser accepts both", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
  });

  it("falls back to gzip, and to nothing", () => {
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding("")).toBeUndefined();
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding("deflate")).toBeUndefined();
  });

  it("follows q-values, q=0 refusing an encoding", () => {
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.1")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(preferredEncoding("BR ; Q=1")).toBe("br");
  });

  it("reads * as every encoding not named", () => {
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("br;q=0, *")).toBe("gzip");
    expect(preferredEncoding("*;q=0")).toBeUndefined();
  });
});

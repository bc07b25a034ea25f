import { describe, expect, it } from "vitest";
import { readImageInfo } from "./readImageInfo";
import { tinyPng } from "../testing/tinyPng";

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));
const le16 = (n: number) => [n & 0xff, n >> 8];
const be16 = (n: number) => [n >> 8, n & 0xff];

describe("readImageInfo (magic numbers and sizes)", () => {
  it("reads a PNG", () => {
    expect(readImageInfo(tinyPng(3, 2))).toEqual({ format: "png", width: 3, height: 2 });
  });

  it("reads a GIF", () => {
    expect(readImageInfo(bytes("GIF89a", le16(320), le16(200), [0, 0, 0]))).toEqual({ format: "gif", width: 320, height: 200 });
  });

  it("reads a JPEG past its APP segments to the frame header", () => {
    const app0 = [0xff, 0xe0, ...be16(16), ...Array<number>(14).fill(0)];
    const sof0 = [0xff, 0xc0, ...be16(17), 8, ...be16(480), ...be16(640), 3, ...Array<number>(9).fill(0)];
    expect(readImageInfo(bytes([0xff, 0xd8], app0, sof0))).toEqual({ format: "jpeg", width: 640, height: 480 });
  });

  it("reads the three kinds of WebP", () => {
    const riff = (chunk: string, payload: number[]) => bytes("RIFF", [0, 0, 0, 0], "WEBP", chunk, [payload.length, 0, 0, 0], payload);
    expect(readImageInfo(riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(100), ...le16(50), 0, 0]))).toEqual({ format: "webp", width: 100, height: 50 });
    const vp8l = 99 | (49 << 14); // width-1, height-1 in 14 bits each
    expect(readImageInfo(riff("VP8L", [0x2f, vp8l & 0xff, (vp8l >> 8) & 0xff, (vp8l >> 16) & 0xff, (vp8l >> 24) & 0xff, 0, 0, 0, 0, 0]))).toEqual({
      format: "webp",
      width: 100,
      height: 50,
    });
    expect(readImageInfo(riff("VP8X", [0, 0, 0, 0, 99, 0, 0, 49, 0, 0]))).toEqual({ format: "webp", width: 100, height: 50 });
  });

  it("recognises none of them in other bytes", () => {
    expect(readImageInfo(Buffer.from("<html><script>alert(1)</script></html>"))).toBeNull();
    expect(readImageInfo(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"))).toBeNull();
    expect(readImageInfo(Buffer.alloc(0))).toBeNull();
    expect(readImageInfo(tinyPng(3, 2).subarray(0, 20))).toBeNull();
  });
});

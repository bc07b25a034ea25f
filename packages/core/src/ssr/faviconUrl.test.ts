import { describe, expect, it } from "vitest";
import { faviconUrl } from "./faviconUrl";

describe("faviconUrl", () => {
  it("draws the icon in the theme's primary colour", () => {
    const svg = decodeURIComponent(faviconUrl("#123456").replace("data:image/svg+xml,", ""));
    expect(svg).toContain('fill="#123456"');
    expect(svg.startsWith("<svg ")).toBe(true);
  });

  it("falls back to the default colour for anything but a hex colour, so no theme value reaches the markup", () => {
    const svg = decodeURIComponent(faviconUrl('red"/><script>alert(1)</script>').replace("data:image/svg+xml,", ""));
    expect(svg).toContain('fill="#0b65c2"');
    expect(svg).not.toContain("script");
    expect(decodeURIComponent(faviconUrl(undefined))).toContain('fill="#0b65c2"');
  });
});

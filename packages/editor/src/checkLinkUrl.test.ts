import { describe, expect, it } from "vitest";
import { checkLinkUrl, LINK_URL_ERROR } from "./checkLinkUrl";

describe("checkLinkUrl (spec §5 link rule, before a link is inserted)", () => {
  it.each([
    ["https://example.com/a?b=1", "https://example.com/a?b=1"],
    ["http://example.com", "http://example.com"],
    ["  https://example.com  ", "https://example.com"],
    ["mailto:a@example.com", "mailto:a@example.com"],
    ["tel:+15551234", "tel:+15551234"],
    ["/discussion/1", "/discussion/1"],
    ["../up", "../up"],
    ["#Comment_4", "#Comment_4"],
    ["?page=2", "?page=2"],
    ["example.com/docs", "https://example.com/docs"],
    ["forum.example.org", "https://forum.example.org"],
  ])("allows %s as %s", (input, url) => {
    expect(checkLinkUrl(input)).toEqual({ url });
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " java\tscript:alert(1)",
    "data:text/html,<b>",
    "vbscript:x",
    "ftp://files.example.com",
    "localhost:3000",
    "https://",
    "//evil.example",
    "not a link",
  ])("refuses %s", (input) => {
    expect(checkLinkUrl(input)).toEqual({ error: LINK_URL_ERROR });
  });

  it("asks for a link when there is none", () => {
    expect(checkLinkUrl("  ")).toEqual({ error: "Enter a link." });
  });
});

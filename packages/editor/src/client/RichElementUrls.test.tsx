import "./testing/enableEditingInJsdom";
import { memberBootstrap, renderWithApp, testApi } from "@quorum/core/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EditorHarness } from "./testing/EditorHarness";

const p = (...children: unknown[]) => ({ type: "p", children });
const link = (url: string, text: string) => ({ type: "a", url, children: [{ text }] });
const image = (url: string, name: string) => ({ type: "rich_embed_card", dataSourceType: "image", url, embedData: { url, name }, children: [{ text: "" }] });

async function open(document: unknown[]) {
  renderWithApp(<EditorHarness initial={JSON.stringify(document)} />, { bootstrap: memberBootstrap(), apiClient: testApi({}).client });
  return screen.findByRole("textbox", { name: "Body" });
}

describe("RichElement addresses", () => {
  it("opens a stored javascript: or data: link without a live href, and keeps the allowed ones", async () => {
    const box = await open([
      p(link("javascript:alert(1)", "script"), link(" JaVa\tScRiPt:alert(2)", "obfuscated"), link("data:text/html,<script>alert(3)</script>", "data")),
      p(link("https://example.com/a", "web"), link("/discussion/1", "relative"), link("mailto:a@example.com", "mail")),
    ]);
    const hrefs = Object.fromEntries([...box.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]));
    expect(hrefs).toEqual({
      script: null,
      obfuscated: null,
      data: null,
      web: "https://example.com/a",
      relative: "/discussion/1",
      mail: "mailto:a@example.com",
    });
  });

  it("shows a stored image only from an allowed address", async () => {
    const box = await open([
      image("javascript:alert(1)", "script"),
      image("data:image/svg+xml,<svg onload=alert(1)>", "svg"),
      image("https://example.com/a.png", "web"),
    ]);
    const sources = Object.fromEntries([...box.querySelectorAll("img")].map((img) => [img.getAttribute("alt"), img.getAttribute("src")]));
    expect(sources).toEqual({ script: null, svg: null, web: "https://example.com/a.png" });
  });
});

import "./testing/enableEditingInJsdom";
import { memberBootstrap, renderWithApp, testApi } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { EditorHarness, postedDocument } from "./testing/EditorHarness";
import { placeCaret } from "./testing/placeCaret";
import { typeKeys } from "./testing/typeKeys";

const p = (...children: unknown[]) => ({ type: "p", children });

async function setUp(initial = "", routes: Parameters<typeof testApi>[0] = {}, bare = false) {
  const api = testApi(routes);
  renderWithApp(<EditorHarness initial={initial} bare={bare} />, { bootstrap: memberBootstrap(), apiClient: api.client });
  const box = await screen.findByRole("textbox", { name: "Body" });
  const user = userEvent.setup();
  const posted = () => postedDocument(screen.getByTestId("json"));
  return { box, user, posted, requests: api.requests };
}

describe("RichEditor", () => {
  it("shows the document and posts what is typed as rich2 JSON", async () => {
    const { box, user, posted } = await setUp(JSON.stringify([p({ text: "Hello" })]));
    expect(box.textContent).toBe("Hello");
    await placeCaret(box);
    await typeKeys(user, " world{Enter}Second");
    expect(posted()).toEqual([p({ text: "Hello world" }), p({ text: "Second" })]);
  });

  it("formats with the toolbar: headings, bold, italic, inline code, lists, quote, code block", async () => {
    const { box, user, posted } = await setUp(JSON.stringify([p({ text: "Title" })]));
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    await placeCaret(box);
    await user.click(within(toolbar).getByRole("button", { name: "Heading 2" }));
    expect(posted()).toEqual([{ type: "h2", children: [{ text: "Title" }] }]);
    expect(within(toolbar).getByRole("button", { name: "Heading 2" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(within(toolbar).getByRole("button", { name: "Heading 3" }));
    expect(posted()).toEqual([{ type: "h3", children: [{ text: "Title" }] }]);

    await typeKeys(user, "{Enter}");
    for (const name of ["Bold", "Italic", "Inline Code"]) await user.click(within(toolbar).getByRole("button", { name }));
    await typeKeys(user, "x");
    expect(posted()).toEqual([{ type: "h3", children: [{ text: "Title" }] }, p({ text: "x", bold: true, italic: true, code: true })]);

    await user.click(within(toolbar).getByRole("button", { name: "Bulleted List" }));
    expect((posted() as unknown[])[1]).toMatchObject({ type: "ul", children: [{ type: "li", children: [{ type: "lic" }] }] });
    await user.click(within(toolbar).getByRole("button", { name: "Numbered List" }));
    expect((posted() as unknown[])[1]).toMatchObject({ type: "ol" });
    await user.click(within(toolbar).getByRole("button", { name: "Quote" }));
    expect((posted() as unknown[])[1]).toMatchObject({ type: "blockquote", children: [{ type: "blockquote-line" }] });
    await user.click(within(toolbar).getByRole("button", { name: "Code Block" }));
    // Code is plain text: the marks go.
    expect((posted() as unknown[])[1]).toEqual({ type: "code_block", children: [{ type: "code_line", children: [{ text: "x" }] }] });
  });

  it("toggles marks with Mod+B, Mod+I and Mod+`", async () => {
    const { box, user, posted } = await setUp();
    await placeCaret(box);
    await typeKeys(user, "{Control>}b{/Control}B{Control>}b{/Control}{Control>}i{/Control}I{Control>}i{/Control}{Control>}`{/Control}C");
    expect(posted()).toEqual([p({ text: "B", bold: true }, { text: "I", italic: true }, { text: "C", code: true })]);
  });

  it("continues a list with Enter and leaves it with Enter on an empty item", async () => {
    const { box, user, posted } = await setUp();
    await placeCaret(box);
    await typeKeys(user, "- one{Enter}two{Enter}{Enter}after");
    const item = (text: string) => ({ type: "li", children: [{ type: "lic", children: [{ text }] }] });
    expect(posted()).toEqual([{ type: "ul", children: [item("one"), item("two")] }, p({ text: "after" })]);
  });

  it("links the selected text to a checked address, refusing a javascript: one", async () => {
    const { box, user, posted } = await setUp(JSON.stringify([p({ text: "see docs" })]));
    await placeCaret(box, 4, 4);
    await user.click(screen.getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Insert Link" });
    const url = within(dialog).getByRole("textbox", { name: /URL/ });
    await user.type(url, "javascript:alert(1)");
    await user.click(within(dialog).getByRole("button", { name: "Insert" }));
    within(dialog).getByText("Only http, https, mailto, tel and relative links are allowed.");
    expect(posted()).toEqual([p({ text: "see docs" })]);

    await user.clear(url);
    await user.type(url, "example.com/docs");
    await user.click(within(dialog).getByRole("button", { name: "Insert" }));
    await waitFor(() =>
      expect(posted()).toEqual([p({ text: "see " }, { type: "a", url: "https://example.com/docs", children: [{ text: "docs" }] }, { text: "" })]),
    );
  });

  it("inserts a link with its own text at a bare caret", async () => {
    const { box, user, posted } = await setUp(JSON.stringify([p({ text: "Go " })]));
    await placeCaret(box);
    await user.click(screen.getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Insert Link" });
    await user.type(within(dialog).getByRole("textbox", { name: /URL/ }), "/discussion/1");
    await user.type(within(dialog).getByRole("textbox", { name: "Text" }), "there");
    await user.click(within(dialog).getByRole("button", { name: "Insert" }));
    await waitFor(() => expect(posted()).toEqual([p({ text: "Go " }, { type: "a", url: "/discussion/1", children: [{ text: "there" }] }, { text: "" })]));
  });

  it("replaces the text when the form resets its value", async () => {
    const { box, user, posted } = await setUp();
    await placeCaret(box);
    await typeKeys(user, "draft");
    expect(posted()).toEqual([p({ text: "draft" })]);
    await user.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(box.textContent).not.toContain("draft"));
  });

  it("has no Image button when its host gives no uploader", async () => {
    await setUp("", {}, true);
    expect(within(screen.getByRole("toolbar", { name: "Formatting" })).queryByRole("button", { name: "Image" })).toBeNull();
  });

  it("has an Image button when its host gives an uploader", async () => {
    await setUp();
    expect(within(screen.getByRole("toolbar", { name: "Formatting" })).queryByRole("button", { name: "Image" })).not.toBeNull();
  });
});

import "./testing/enableEditingInJsdom";
import { memberBootstrap, renderWithApp } from "@quorum/core/testing";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichEditorField } from "./RichEditorField";
import type { RichEditorFieldProps } from "./RichEditorField";
import { postedDocument } from "./testing/EditorHarness";
import { placeCaret } from "./testing/placeCaret";
import { typeKeys } from "./testing/typeKeys";

function FieldHarness({ initial = "", loadOn }: { initial?: string; loadOn?: RichEditorFieldProps["loadOn"] }): ReactNode {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichEditorField value={value} onChange={setValue} aria-label="Comment" loadOn={loadOn} />
      <pre data-testid="json">{value}</pre>
    </>
  );
}

const posted = () => postedDocument(screen.getByTestId("json"));

describe("RichEditorField", () => {
  it("is a plain text box on the server: no editor, no Slate", () => {
    const html = renderToString(<RichEditorField value="" onChange={() => undefined} aria-label="Comment" />);
    expect(html).toMatch(/^<textarea[^>]*aria-label="Comment"/);
    expect(html).not.toContain("contenteditable");
  });

  it("keeps what was typed before the editor loaded, as paragraphs, and hands focus over", async () => {
    renderWithApp(<FieldHarness />, { bootstrap: memberBootstrap() });
    const box = screen.getByRole("textbox", { name: "Comment" });
    expect(box.tagName).toBe("TEXTAREA");
    const user = userEvent.setup();
    // Typed without focus (as if the download were slow): nothing loads yet, the text is the value.
    fireEvent.change(box, { target: { value: "First line\nSecond" } });
    expect(posted()).toEqual([
      { type: "p", children: [{ text: "First line" }] },
      { type: "p", children: [{ text: "Second" }] },
    ]);
    expect(box.tagName).toBe("TEXTAREA");

    // Focus starts the download; the editor takes over with the text and the focus.
    act(() => box.focus());
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Comment" }).tagName).toBe("DIV"));
    const editor = screen.getByRole("textbox", { name: "Comment" });
    expect(editor.textContent).toBe("First lineSecond");
    await waitFor(() => expect(document.activeElement).toBe(editor));
    expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeDefined();

    await placeCaret(editor);
    await typeKeys(user, "!");
    expect(posted()).toEqual([
      { type: "p", children: [{ text: "First line" }] },
      { type: "p", children: [{ text: "Second!" }] },
    ]);
  });

  it("starts the editor from the box's text as it is when the editor arrives, not as the form last heard it", async () => {
    renderWithApp(<FieldHarness />, { bootstrap: memberBootstrap() });
    const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Comment" });
    // Text React never heard about: typed before the page hydrated, or keys pressed during the swap.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(box, "Posted into the void");
    act(() => box.focus());
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Comment" }).tagName).toBe("DIV"));
    expect(screen.getByRole("textbox", { name: "Comment" }).textContent).toBe("Posted into the void");
    expect(posted()).toEqual([{ type: "p", children: [{ text: "Posted into the void" }] }]);
  });

  it("loads at once with loadOn mount, showing a stored rich body", async () => {
    const body = JSON.stringify([{ type: "h2", children: [{ text: "Stored" }] }]);
    renderWithApp(<FieldHarness initial={body} loadOn="mount" />, { bootstrap: memberBootstrap() });
    // Until then the formatted body is shown read-only: editing it as text would lose the heading.
    const box = screen.queryByRole("textbox", { name: "Comment" });
    if (box?.tagName === "TEXTAREA") expect(box.hasAttribute("readonly")).toBe(true);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Comment" }).tagName).toBe("DIV"));
    expect(screen.getByRole("heading", { name: "Stored" })).toBeDefined();
  });
});

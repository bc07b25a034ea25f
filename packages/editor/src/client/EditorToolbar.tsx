import { t, visuallyHidden } from "@quorum/core";
import { useRef, useState } from "react";
import type { KeyboardEvent, ReactNode } from "react";
import { ReactEditor, useSlate } from "slate-react";
import { activeBlockKind } from "./activeBlockKind";
import type { BlockKind, RichMark } from "../RichDocument";
import * as styles from "./RichEditor.css";
import { setBlockKind } from "./setBlockKind";
import { isMarkActive, toggleMark } from "./toggleMark";
import { activeLink } from "./upsertLink";

export interface EditorToolbarProps {
  disabled: boolean;
  onLink(): void;
  /** Opens the file picker; without it (no uploader) there is no Image button. */
  onImage?(): void;
}

interface Tool {
  label: string;
  glyph: string;
  pressed?: boolean;
  run(): void;
}

/**
 * The formatting toolbar (one tab stop; arrow keys move between its buttons, as the ARIA toolbar
 * pattern has it). Buttons act on the editor's selection, which Slate keeps while focus is here,
 * then hand focus back to the text.
 */
export function EditorToolbar({ disabled, onLink, onImage }: EditorToolbarProps): ReactNode {
  const editor = useSlate();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const kind = activeBlockKind(editor);

  function act(run: () => void): () => void {
    return () => {
      run();
      ReactEditor.focus(editor);
    };
  }
  const block = (value: BlockKind, label: string, glyph: string): Tool => ({
    label,
    glyph,
    pressed: kind === value,
    run: act(() => setBlockKind(editor, value)),
  });
  const mark = (value: RichMark, label: string, glyph: string): Tool => ({
    label,
    glyph,
    pressed: isMarkActive(editor, value),
    run: act(() => toggleMark(editor, value)),
  });

  const groups: Tool[][] = [
    [block("p", t("Paragraph"), "¶"), block("h2", t("Heading 2"), "H2"), block("h3", t("Heading 3"), "H3")],
    [mark("bold", t("Bold"), "B"), mark("italic", t("Italic"), "I"), mark("code", t("Inline Code"), "</>")],
    [{ label: t("Link"), glyph: "🔗", pressed: activeLink(editor) !== undefined, run: onLink }],
    [
      block("ul", t("Bulleted List"), "•"),
      block("ol", t("Numbered List"), "1."),
      block("blockquote", t("Quote"), "❝"),
      block("code_block", t("Code Block"), "{ }"),
    ],
    ...(onImage ? [[{ label: t("Image"), glyph: "🖼", run: onImage }]] : []),
  ];
  const tools = groups.flat();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const next = event.key === "Home" ? 0 : event.key === "End" ? tools.length - 1 : (current + step + tools.length) % tools.length;
    if (step === 0 && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  let index = 0;
  return (
    <div role="toolbar" aria-label={t("Formatting")} className={styles.toolbar} onKeyDown={onKeyDown}>
      {groups.map((group, groupIndex) => (
        <span key={groupIndex} style={{ display: "contents" }}>
          {groupIndex > 0 && <span className={styles.separator} aria-hidden="true" />}
          {group.map((tool) => {
            const position = index++;
            return (
              <button
                key={tool.label}
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                className={styles.toolButton}
                title={tool.label}
                aria-pressed={tool.pressed}
                tabIndex={position === current ? 0 : -1}
                disabled={disabled}
                // Keep the text's selection: a mouse press would otherwise move focus first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setCurrent(position);
                  tool.run();
                }}
              >
                {/* Named by its words, not an aria-label: a glyph such as "H2" would be a visible label missing from the name (WCAG 2.5.3). */}
                <span aria-hidden="true">{tool.glyph}</span>
                <span className={visuallyHidden}>{tool.label}</span>
              </button>
            );
          })}
        </span>
      ))}
    </div>
  );
}

import { TextArea } from "@quorum/core";
import { useEffect, useImperativeHandle, useRef, useState } from "react";
import type { ComponentType, ReactNode, Ref } from "react";
import { loadedRichEditor, loadRichEditor } from "./loadRichEditor";
import { parseRichDocument } from "../parseRichDocument";
import type { RichDocument } from "../RichDocument";
import type { RichEditorHandle, RichEditorProps } from "./RichEditor";
import { richDocumentFromText } from "../richDocumentFromText";
import { serializeRichDocument } from "../serializeRichDocument";

export interface RichEditorFieldProps extends Omit<RichEditorProps, "ref" | "autoFocus"> {
  /**
   * When to fetch the editor's chunk: "mount" for a page that is all about writing (the post
   * form), "interaction" (focus, pointer, touch) for a box readers scroll past (the comment form).
   */
  loadOn?: "mount" | "interaction";
  autoFocus?: boolean;
  ref?: Ref<RichEditorHandle>;
}

/**
 * The body field of a form: a plain text box, rendered on the server and light to download,
 * that becomes the rich editor once its chunk has loaded. Text typed before then is kept, as
 * paragraphs, and focus moves into the editor if the box had it. `value` is rich2 JSON throughout,
 * so the form never knows which of the two is showing.
 */
export function RichEditorField({ loadOn = "interaction", ref, ...props }: RichEditorFieldProps): ReactNode {
  // Null at first on the client too: the server rendered the text box, and hydration must match it.
  const [Editor, setEditor] = useState<ComponentType<RichEditorProps> | null>(null);
  const [handOverFocus, setHandOverFocus] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const editorHandle = useRef<RichEditorHandle | null>(null);
  const queued = useRef<Array<(handle: RichEditorHandle) => void>>([]);
  const latest = useRef(props);
  latest.current = props;

  function load(): void {
    loadRichEditor().then(
      (component) => {
        // The box's text as it is now, which the editor starts from (set in the same render): keys
        // pressed since the last render, or typed before the page hydrated, may not be in `value`.
        const typed = box.current && !box.current.readOnly ? box.current.value : null;
        if (typed !== null && typed !== plainText(parseRichDocument(latest.current.value)).text) {
          latest.current.onChange(serializeRichDocument(richDocumentFromText(typed)));
        }
        setHandOverFocus(box.current !== null && document.activeElement === box.current);
        setEditor(() => component);
      },
      () => {
        // Offline or a failed deploy: the text box keeps working and posts its text as paragraphs.
      },
    );
  }

  useEffect(() => {
    // Focused already: the box was clicked before the page hydrated, so no focus event will come.
    if (loadOn === "mount" || loadedRichEditor() || (box.current !== null && document.activeElement === box.current)) load();
  }, [loadOn]);

  // What Quote or Reply asked before the editor was there, once it is (after its own effects).
  useEffect(() => {
    const handle = editorHandle.current;
    if (!Editor || !handle) return;
    for (const call of queued.current.splice(0)) call(handle);
  }, [Editor]);

  useImperativeHandle(ref, () => {
    const withEditor = (call: (handle: RichEditorHandle) => void) => {
      if (editorHandle.current) return call(editorHandle.current);
      queued.current.push(call);
      load();
    };
    return {
      focus: () => withEditor((handle) => handle.focus()),
      appendBlocks: (blocks) => withEditor((handle) => handle.appendBlocks(blocks)),
      mention: (user) => withEditor((handle) => handle.mention(user)),
    };
  });

  if (Editor) {
    return (
      <Editor
        {...props}
        autoFocus={props.autoFocus || handOverFocus}
        ref={(handle: RichEditorHandle | null) => {
          editorHandle.current = handle;
        }}
      />
    );
  }

  const { text, plain } = plainText(parseRichDocument(props.value));
  const start = loadOn === "interaction" ? load : undefined;
  return (
    <TextArea
      ref={box}
      id={props.id}
      name="body"
      rows={props.rows ?? 5}
      value={text}
      // A formatted body is shown but not edited as text: that would lose its formatting.
      readOnly={!plain}
      disabled={props.disabled}
      placeholder={props.placeholder}
      autoFocus={props.autoFocus}
      aria-label={props["aria-label"]}
      aria-invalid={props["aria-invalid"]}
      aria-describedby={props["aria-describedby"]}
      required={props.required}
      onFocus={start}
      onPointerEnter={start}
      onTouchStart={start}
      onChange={(event) => props.onChange(serializeRichDocument(richDocumentFromText(event.target.value)))}
    />
  );
}

/** The text of a document, and whether it is only unformatted paragraphs (so editing it as text loses nothing). */
function plainText(document: RichDocument): { text: string; plain: boolean } {
  const plain = document.every((block) => block.type === "p" && block.children.every((child) => "text" in child && Object.keys(child).length === 1));
  return { text: document.map(textOf).join("\n"), plain };
}

function textOf(node: unknown): string {
  if (typeof node !== "object" || node === null) return "";
  const record = node as { text?: unknown; children?: unknown; type?: unknown; name?: unknown };
  if (typeof record.text === "string") return record.text;
  if (record.type === "mention" && typeof record.name === "string") return `@${record.name}`;
  return Array.isArray(record.children) ? record.children.map(textOf).join("") : "";
}

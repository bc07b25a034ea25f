import type { UserFragment } from "@quorum/api";
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState } from "react";
import type { CSSProperties, KeyboardEvent, ReactNode, Ref } from "react";
import { Editor, Transforms } from "slate";
import type { Descendant, Range } from "slate";
import { Editable, ReactEditor, Slate } from "slate-react";
import { createRichEditor } from "./createRichEditor";
import { EditorToolbar } from "./EditorToolbar";
import { insertMention } from "./insertMention";
import { LinkModal } from "./LinkModal";
import { MentionSuggestions, suggestionDomID } from "./MentionSuggestions";
import { mentionTrigger } from "./mentionTrigger";
import type { MentionTrigger } from "./mentionTrigger";
import { parseRichDocument } from "../parseRichDocument";
import type { RichBlock, RichDocument, RichMark } from "../RichDocument";
import * as styles from "./RichEditor.css";
import { RichElement } from "./RichElement";
import { RichLeaf } from "./RichLeaf";
import { serializeRichDocument } from "../serializeRichDocument";
import { toggleMark } from "./toggleMark";
import { activeLink, removeLink, upsertLink } from "./upsertLink";
import type { MediaUploader } from "./mediaUploader";
import { useMediaUpload } from "./useMediaUpload";
import { useMentionSuggestions } from "./useMentionSuggestions";
import type { MentionLookup } from "./useMentionSuggestions";
import "./slateCustomTypes";

/** What a form (or a Quote/Reply button) may do to the editor from outside. */
export interface RichEditorHandle {
  /** Puts the caret at the end of the text and focuses it. */
  focus(): void;
  /** Adds blocks at the end of the document (a quote of another post), caret after them. */
  appendBlocks(blocks: RichBlock[]): void;
  /** Adds a mention of the user at the end of the text, followed by a space, and focuses it. */
  mention(user: Pick<UserFragment, "userID" | "name">): void;
}

export interface RichEditorProps {
  /** The document as rich2 JSON; a different value from outside (a reset after posting) replaces the text. */
  value: string;
  onChange(json: string): void;
  "aria-label": string;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  id?: string;
  required?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  /** Minimum height of the text, in lines. */
  rows?: number;
  /** Finds users for `@` suggestions (the hosting feature's endpoint); without it, no suggestions. */
  mentions?: MentionLookup;
  /** Stores files added by button, paste or drop (see `mediaUploader`); without it, no Image button. */
  upload?: MediaUploader;
  ref?: Ref<RichEditorHandle>;
}

const HOTKEYS: Readonly<Record<string, RichMark>> = { b: "bold", i: "italic", "`": "code" };

/**
 * The rich2 editor (Slate): paragraphs, headings, bold/italic/code, links, lists, quotes, code
 * blocks, uploaded images and @mentions, with a toolbar and Mod+B/I/` shortcuts. Loaded in its
 * own chunk (see `RichEditorField`); `onChange` gets the JSON the server stores and renders.
 */
export default function RichEditor(props: RichEditorProps): ReactNode {
  const { value, onChange, placeholder, autoFocus = false, disabled = false, rows = 5, ref } = props;
  const [editor] = useState(createRichEditor);
  const [initialValue] = useState(() => {
    const document = parseRichDocument(value) as Descendant[];
    if (autoFocus) {
      // The caret at the end before the first render, with no pending operation, so the commit that
      // shows the editor can focus it at once (below).
      editor.children = document;
      const end = Editor.end(editor, []);
      editor.selection = { anchor: end, focus: end };
    }
    return document;
  });
  const lastJson = useRef(value);
  const frame = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const listID = useId();
  const media = useMediaUpload(editor, props.upload);

  const [trigger, setTrigger] = useState<MentionTrigger | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const triggerKey = trigger ? JSON.stringify(trigger.range.anchor) : null;
  const search = trigger && triggerKey !== dismissed ? trigger.search : null;
  const { users } = useMentionSuggestions(search, props.mentions);
  const open = search !== null && users.length > 0;

  const [linkDialog, setLinkDialog] = useState<{ at: Range; url: string; askText: boolean } | null>(null);

  // A new value from outside (the form reset after posting, a quote) replaces the document.
  useEffect(() => {
    if (value === lastJson.current) return;
    lastJson.current = value;
    replaceDocument(editor, parseRichDocument(value));
  }, [editor, value]);

  // In the commit that shows the editor, which may replace the text box someone is typing in
  // (RichEditorField): a focus a moment later would leave the keys pressed meanwhile in no field.
  useLayoutEffect(() => {
    if (!autoFocus) return;
    if (!ReactEditor.isFocused(editor) && editor.operations.length === 0 && editor.selection) ReactEditor.focus(editor);
    if (!ReactEditor.isFocused(editor)) focusAtEnd(editor);
  }, [autoFocus, editor]);

  useEffect(() => setActiveIndex(0), [search]);

  useImperativeHandle(ref, () => ({
    focus: () => focusAtEnd(editor),
    appendBlocks: (blocks) => {
      // An empty last paragraph (an untouched editor) gives way to what is added.
      const last = editor.children.length - 1;
      const lastNode = editor.children[last];
      const emptyLast = lastNode !== undefined && Editor.isEmpty(editor, lastNode as never);
      Editor.withoutNormalizing(editor, () => {
        if (emptyLast) Transforms.removeNodes(editor, { at: [last] });
        Transforms.insertNodes(editor, [...blocks, { type: "p", children: [{ text: "" }] }], { at: [editor.children.length], select: false });
      });
      focusAtEnd(editor);
    },
    mention: (user) => {
      // At the end, as a reply starts after whatever is written already.
      insertMention(editor, Editor.range(editor, Editor.end(editor, [])), user);
      focusAtEnd(editor);
    },
  }));

  function handleChange(document: Descendant[]): void {
    setTrigger(mentionTrigger(editor));
    // Selection moves change nothing to save.
    if (!editor.operations.some((operation) => operation.type !== "set_selection")) return;
    const json = serializeRichDocument(document as RichDocument);
    if (json === lastJson.current) return;
    lastJson.current = json;
    onChange(json);
  }

  function chooseUser(user: Pick<UserFragment, "userID" | "name">): void {
    if (!trigger) return;
    insertMention(editor, trigger.range, user);
    setTrigger(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (open && trigger) {
      const chosen = users[activeIndex];
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActiveIndex((activeIndex + step + users.length) % users.length);
        return;
      }
      if ((event.key === "Enter" || event.key === "Tab") && chosen) {
        event.preventDefault();
        chooseUser(chosen);
        return;
      }
      if (event.key === "Escape") {
        event.preventDefault();
        setDismissed(triggerKey);
        return;
      }
    }
    if ((event.ctrlKey || event.metaKey) && !event.altKey) {
      const mark = HOTKEYS[event.key.toLowerCase()];
      if (mark) {
        event.preventDefault();
        toggleMark(editor, mark);
      }
    }
  }

  function openLinkDialog(): void {
    const at = editor.selection ?? Editor.range(editor, Editor.end(editor, []));
    const link = activeLink(editor, at);
    setLinkDialog({ at, url: link?.[0].url ?? "", askText: !link && Editor.string(editor, at) === "" });
  }

  function closeLinkDialog(): void {
    setLinkDialog(null);
    // After the dialog has handed focus back to the toolbar button that opened it.
    setTimeout(() => ReactEditor.focus(editor), 150);
  }

  const describedBy = [props["aria-describedby"], media.error ? `${listID}-message` : undefined].filter(Boolean).join(" ") || undefined;
  const activeUser = open ? users[activeIndex] : undefined;

  return (
    <div ref={frame} className={styles.frame} data-invalid={props["aria-invalid"] || undefined}>
      <Slate editor={editor} initialValue={initialValue} onChange={handleChange}>
        <EditorToolbar disabled={disabled} onLink={openLinkDialog} {...(media.canUpload ? { onImage: () => fileInput.current?.click() } : {})} />
        {media.error && (
          <p id={`${listID}-message`} className={styles.message} role="alert">
            {media.error}
          </p>
        )}
        <Editable
          id={props.id}
          className={styles.editable}
          style={{ minHeight: `${rows * 1.6}em` }}
          aria-label={props["aria-label"]}
          aria-required={props.required || undefined}
          aria-invalid={props["aria-invalid"] || undefined}
          aria-describedby={describedBy}
          aria-multiline
          aria-autocomplete="list"
          aria-controls={open ? listID : undefined}
          aria-activedescendant={activeUser ? suggestionDomID(listID, activeUser) : undefined}
          placeholder={placeholder}
          readOnly={disabled}
          renderElement={RichElement}
          renderLeaf={RichLeaf}
          onKeyDown={onKeyDown}
          onBlur={() => setDismissed(triggerKey)}
          onPaste={(event) => {
            if (event.clipboardData.files.length === 0) return;
            event.preventDefault();
            media.upload(event.clipboardData.files);
          }}
          onDrop={(event) => {
            if (event.dataTransfer.files.length === 0) return false;
            event.preventDefault();
            media.upload(event.dataTransfer.files);
            return true;
          }}
        />
        {open && trigger && (
          <MentionSuggestions
            id={listID}
            users={users}
            activeIndex={activeIndex}
            position={suggestionPosition(editor, trigger.range, frame.current)}
            onChoose={chooseUser}
          />
        )}
      </Slate>
      <input
        ref={fileInput}
        type="file"
        className={styles.fileInput}
        accept={media.accept}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          if (event.target.files) media.upload(Array.from(event.target.files));
          event.target.value = "";
        }}
      />
      {linkDialog && (
        <LinkModal
          isVisible
          initialUrl={linkDialog.url}
          askText={linkDialog.askText}
          onClose={closeLinkDialog}
          onSubmit={(url, text) => {
            upsertLink(editor, linkDialog.at, url, text);
            closeLinkDialog();
          }}
          {...(linkDialog.url
            ? {
                onRemove: () => {
                  removeLink(editor, linkDialog.at);
                  closeLinkDialog();
                },
              }
            : {})}
        />
      )}
    </div>
  );
}

function replaceDocument(editor: Editor, document: RichDocument): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.deselect(editor);
    for (let index = editor.children.length - 1; index >= 0; index--) Transforms.removeNodes(editor, { at: [index] });
    Transforms.insertNodes(editor, document as Descendant[], { at: [0] });
  });
}

function focusAtEnd(editor: Editor): void {
  Transforms.select(editor, Editor.end(editor, []));
  focusSoon(editor, 5);
}

/**
 * Focuses once React has drawn what was just added: focusing maps the selection onto the DOM,
 * which fails while the new nodes are not there yet, so it tries again a few frames later.
 */
function focusSoon(editor: Editor, tries: number): void {
  setTimeout(() => {
    if (!ReactEditor.isFocused(editor)) {
      try {
        ReactEditor.focus(editor);
      } catch {
        if (tries > 0) focusSoon(editor, tries - 1);
      }
    }
  }, 16);
}

/** Under the `@name` being typed, relative to the editor's frame (top left where layout is unknown). */
function suggestionPosition(editor: Editor, range: Range, frame: HTMLElement | null): CSSProperties {
  try {
    const rect = ReactEditor.toDOMRange(editor, range).getBoundingClientRect();
    const origin = frame?.getBoundingClientRect();
    if (!origin) return {};
    return { top: rect.bottom - origin.top + 4, left: Math.max(0, rect.left - origin.left) };
  } catch {
    // jsdom and detached ranges have no layout.
    return {};
  }
}

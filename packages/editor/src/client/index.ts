// The client entry of @quorum/editor: what a form imports. Light on purpose: the field renders a
// plain text box and fetches the Slate editor's chunk only when needed (`loadRichEditor`), so
// nothing here may import the editor or Slate statically (types only).

export { RichEditorField } from "./RichEditorField";
export type { RichEditorFieldProps } from "./RichEditorField";
export { loadRichEditor, loadedRichEditor } from "./loadRichEditor";
export type { RichEditorHandle, RichEditorProps } from "./RichEditor";
export { mediaUploader } from "./mediaUploader";
export type { MediaUploader } from "./mediaUploader";
export { MENTION_DEBOUNCE, MENTION_LIMIT } from "./useMentionSuggestions";
export type { MentionLookup } from "./useMentionSuggestions";

// The client entry of @quorum/editor: what a form imports. Light on purpose: the field renders a
// plain text box and fetches the Slate editor's chunk only when needed (`loadRichEditor`), so
// nothing here may import the editor or Slate statically (types only). Readers get this entry
// with every comment form, so it stays small: what only the editor or an upload needs is in
// modules they load (the mention hook, the upload request).

export { RichEditorField } from "./RichEditorField";
export type { RichEditorFieldProps } from "./RichEditorField";
export { loadRichEditor, loadedRichEditor } from "./loadRichEditor";
export type { RichEditorHandle, RichEditorProps } from "./RichEditor";
export { mediaUploader } from "./mediaUploader";
export type { MediaUploader } from "./mediaUploader";
export { MENTION_DEBOUNCE, MENTION_LIMIT } from "./mentionLimits";
export type { MentionLookup } from "./useMentionSuggestions";

import { createEditor } from "slate";
import type { Editor } from "slate";
import { withHistory } from "slate-history";
import { withReact } from "slate-react";
import { withRichSchema } from "./withRichSchema";
import "./slateCustomTypes";

/** A Slate editor for rich2 bodies: React bindings, undo history and the rich2 schema. */
export function createRichEditor(): Editor {
  return withRichSchema(withHistory(withReact(createEditor())));
}

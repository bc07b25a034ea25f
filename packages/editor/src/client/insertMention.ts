import { Transforms } from "slate";
import type { Editor, Range } from "slate";
import type { MentionElement } from "../RichDocument";

/** Replaces the typed `@name` at `range` with a mention of the user, followed by a space to type on after. */
export function insertMention(editor: Editor, range: Range, user: { userID: number; name: string }): void {
  const mention: MentionElement = { type: "mention", userID: user.userID, name: user.name, children: [{ text: "" }] };
  Transforms.select(editor, range);
  Transforms.insertNodes(editor, mention);
  Transforms.move(editor);
  Transforms.insertText(editor, " ");
}

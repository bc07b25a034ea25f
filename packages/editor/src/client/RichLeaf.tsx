import type { JSX } from "react";
import type { RenderLeafProps } from "slate-react";

/** A text run with its marks, in the tags the server renders them with. */
export function RichLeaf({ attributes, children, leaf }: RenderLeafProps): JSX.Element {
  let content = children;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  return <span {...attributes}>{content}</span>;
}

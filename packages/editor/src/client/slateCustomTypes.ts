import type { BaseEditor } from "slate";
import type { HistoryEditor } from "slate-history";
import type { ReactEditor } from "slate-react";
import type { RichElement, RichText } from "../RichDocument";

// Slate's documented way to type its nodes: every Slate call in the package sees the rich2 shapes.
declare module "slate" {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: RichElement;
    Text: RichText;
  }
}

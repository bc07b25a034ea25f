import type { ReactNode } from "react";

/** What a menu button takes (`DropDown`, and `ClosedDropDown`, its markup on the server). */
export interface DropDownProps {
  /** The opener button's accessible name (and its text when there is no `buttonContent`). */
  label: string;
  /** What the opener shows instead of `label` (an icon). */
  buttonContent?: ReactNode;
  /** Items (`DropDownItemButton`, `DropDownItemLink`), optionally grouped in `DropDownSection`s. */
  children: ReactNode;
  /** Which edge of the opener the menu lines up with; "left" by default. */
  align?: "left" | "right";
}

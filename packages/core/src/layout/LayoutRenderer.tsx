import type { ReactNode } from "react";
import type { WidgetNode } from "@quorum/api";
import { WidgetNodeRenderer } from "./WidgetNodeRenderer";

/** Renders a list of hydrated widgets in order (a layout, or a section's column). */
export function LayoutRenderer({ layout }: { layout: readonly WidgetNode[] | undefined | null }): ReactNode {
  if (!layout?.length) return null;
  return layout.map((node, index) => <WidgetNodeRenderer key={`${index}-${node.$reactComponent}`} node={node} />);
}

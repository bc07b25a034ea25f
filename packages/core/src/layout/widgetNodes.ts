import type { WidgetNode } from "@quorum/api";

/** Whether a value is a hydrated widget node. */
export function isWidgetNode(value: unknown): value is WidgetNode {
  return typeof value === "object" && value !== null && typeof (value as { $reactComponent?: unknown }).$reactComponent === "string";
}

/**
 * The child nodes held by a prop: a section column is an array of nodes; a single node is accepted
 * too. Anything else (data) is not a child.
 */
export function widgetNodes(value: unknown): WidgetNode[] {
  if (isWidgetNode(value)) return [value];
  if (Array.isArray(value)) return value.filter(isWidgetNode);
  return [];
}

/**
 * The texts a user controls that the part writes payloads into. A marker id is
 * `payload index × 100 + field index`, so an execution names both the payload and the field.
 */
export const XSS_FIELDS = [
  "discussion title",
  "discussion body (html)",
  "discussion body (markdown)",
  "discussion body (rich2)",
  "discussion body (text)",
  "comment body (html)",
  "comment body (markdown)",
  "comment body (rich2)",
  "comment body (text)",
  "tag name",
  "question title",
  "answer body",
  "draft title",
  "draft body (rich2)",
  "draft body (html)",
  "draft body (markdown)",
  "report reason",
  "user name (registration)",
  "site title",
  "site description",
  "home page title",
  "category name",
  "category description",
] as const;

export type XssField = (typeof XSS_FIELDS)[number];

export function markerId(payloadIndex: number, field: XssField): number {
  return payloadIndex * 100 + XSS_FIELDS.indexOf(field);
}

/** The payload and field a marker id names. */
export function describeMarker(id: number): { payloadIndex: number; field: string } {
  if (!Number.isInteger(id) || id < 0) return { payloadIndex: -1, field: "an unexpected script (no marker id)" };
  return { payloadIndex: Math.floor(id / 100), field: XSS_FIELDS[id % 100] ?? `field ${id % 100}` };
}

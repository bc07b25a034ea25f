import type { DraftAttributes } from "@quorum/api";
import type { DraftRow } from "./DraftRow";

/** A draft row's attributes, typed: the server wrote them (prepareDraft), so only the defaults need filling. */
export function storedAttributes(row: Pick<DraftRow, "attributes">): DraftAttributes {
  const attributes = row.attributes as Partial<DraftAttributes>;
  return {
    ...attributes,
    body: typeof attributes.body === "string" ? attributes.body : "",
    format: typeof attributes.format === "string" ? attributes.format : "rich2",
  };
}

import type { Discussion } from "@quorum/api";
import type { IdeaAttributes } from "./IdeaAttributes";

/** The `attributes.idea` the server adds to an idea, or undefined (not an idea, or the add-on was off when it was read). */
export function ideaOf(discussion: Discussion): IdeaAttributes | undefined {
  const idea: unknown = discussion.attributes?.idea;
  return typeof idea === "object" && idea !== null ? (idea as IdeaAttributes) : undefined;
}

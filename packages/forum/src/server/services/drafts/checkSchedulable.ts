import type { DiscussionPost, FieldError } from "@quorum/api";
import { HttpError } from "@quorum/server";
import { checkDraftBody } from "./checkDraftBody";
import type { PreparedDraft } from "./prepareDraft";
import { scheduledDiscussion } from "./scheduledDiscussion";

/**
 * Only a new discussion with a title, a body and a category can be scheduled: 422 naming every
 * missing one at once (`name`, `body`, `categoryID`). Answers what it will post.
 */
export function checkSchedulable(draft: PreparedDraft): DiscussionPost {
  if (draft.recordType !== "discussion")
    throw problem({ recordType: { message: "Only discussion drafts can be scheduled.", code: "invalid", field: "recordType" } });
  if (draft.recordID !== null) throw problem({ recordID: { message: "Only new discussions can be scheduled.", code: "invalid", field: "recordID" } });
  const post = scheduledDiscussion(draft);
  const errors: Record<string, FieldError> = {};
  if (post.name === undefined) errors.name = { message: "Name is required.", code: "missingField", field: "name" };
  const body = checkDraftBody(draft.attributes.body, draft.attributes.format, true);
  if (body) errors.body = body;
  if (post.categoryID === undefined) errors.categoryID = { message: "Category is required.", code: "missingField", field: "categoryID" };
  if (Object.keys(errors).length > 0) throw problem(errors);
  return post as DiscussionPost;
}

function problem(errors: Record<string, FieldError>): HttpError {
  return new HttpError(422, "Validation failed.", { errors: Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, [error]])) });
}

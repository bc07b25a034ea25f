import type { PostTypeDraftFields } from "@quorum/forum/contract/server";
import { validationError } from "@quorum/server";
import { Value } from "@sinclair/typebox/value";
import { pollsDb } from "../db/PollsTables";
import { PollDraftFieldsSchema } from "../routes/pollSchemas";
import { checkPollFields, insertPoll, type PollFields } from "./createPoll";

/**
 * A scheduled poll draft's poll: the question and options the post form kept in the draft
 * (`draftMeta.postMeta`, the fields `POST /polls` takes beside the discussion), checked as `POST
 * /polls` checks them when the draft is scheduled, and written with the discussion when the
 * schedule publishes it — so `requirePollWithPost` finds its poll, and the poll is not lost.
 */
export const pollDraftFields: PostTypeDraftFields = {
  check(fields, now) {
    readPollFields(fields, now);
  },
  async write(trx, { discussionID, insertUserID }, fields, now) {
    await insertPoll(pollsDb(trx), discussionID, readPollFields(fields, now), insertUserID, now);
  },
};

/** What a refusal says of each field (the schema's own messages name no field). */
const PROBLEMS: Readonly<Record<string, string>> = {
  name: "A poll needs its question.",
  options: "A poll has 2 to 20 options, none blank.",
};

/** The kept fields as a poll to write; a 422 naming the first field that is missing or wrong. */
function readPollFields(fields: unknown, now: Date): PollFields {
  if (!Value.Check(PollDraftFieldsSchema, fields)) {
    // "/options/1" names `options`; a missing question, `name`.
    const field = Value.Errors(PollDraftFieldsSchema, fields).First()?.path.split("/").find(Boolean) ?? "name";
    throw validationError(field, PROBLEMS[field] ?? `${field} is invalid.`, "invalid");
  }
  if (typeof fields.dateClosed === "string" && Number.isNaN(new Date(fields.dateClosed).getTime()))
    throw validationError("dateClosed", "dateClosed is not a date.", "invalid");
  return checkPollFields(fields, now);
}

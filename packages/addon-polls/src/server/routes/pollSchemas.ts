import { DiscussionPostSchema } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import { POLL_LIMITS } from "../../shared/POLL_PERMISSIONS";

const ID = Type.Integer({ minimum: 1, maximum: 2147483647 });
// Something to show: not empty, not only spaces.
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: "\\S" });

export const PollPostSchema = Type.Object(
  {
    /**
     * The new poll discussion, posted with its poll in one transaction (the forum's own
     * `createDiscussion`, as `POST /discussions` with `type: "poll"` would): give this, or
     * `discussionID`.
     */
    discussion: Type.Optional(Type.Omit(DiscussionPostSchema, ["type"], { additionalProperties: false })),
    /** A poll discussion posted without its poll (before polls took one request), by its author. */
    discussionID: Type.Optional(ID),
    /** The question. */
    name: Text(POLL_LIMITS.nameLength),
    options: Type.Array(Text(POLL_LIMITS.optionLength), { minItems: POLL_LIMITS.minOptions, maxItems: POLL_LIMITS.maxOptions }),
    multipleChoice: Type.Optional(Type.Boolean()),
    /** Multiple choice only: the most options one voter may choose (2 or more; none: all). */
    maxChoices: Type.Optional(Type.Union([Type.Integer({ minimum: 2, maximum: POLL_LIMITS.maxOptions }), Type.Null()])),
    /** When voting ends (in the future); none: open until a moderator deletes the poll. */
    dateClosed: Type.Optional(Type.Union([Type.String({ format: "date-time" }), Type.Null()])),
    isPublic: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * A poll's fields as a scheduled poll draft keeps them (`draftMeta.postMeta`: what the post form
 * hands over), `POST /polls` without its discussion. Checked in code (`pollDraftFields`), where no
 * string format is known: the closing date is read as a date there.
 */
export const PollDraftFieldsSchema = Type.Object(
  {
    name: PollPostSchema.properties.name,
    options: PollPostSchema.properties.options,
    multipleChoice: PollPostSchema.properties.multipleChoice,
    maxChoices: PollPostSchema.properties.maxChoices,
    dateClosed: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    isPublic: PollPostSchema.properties.isPublic,
  },
  { additionalProperties: false },
);

export const VotePutSchema = Type.Object(
  { optionIDs: Type.Array(ID, { minItems: 1, maxItems: POLL_LIMITS.maxOptions, uniqueItems: true }) },
  { additionalProperties: false },
);

export const PollIDParamsSchema = Type.Object({ pollID: ID });

export const VoterListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

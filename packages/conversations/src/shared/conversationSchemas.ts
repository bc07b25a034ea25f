import { DateTimeSchema, RecordID, UserFragmentSchema } from "@quorum/api";
import { Type, type Static } from "@sinclair/typebox";

// The add-on's API shapes (Vanilla's conversations and messages fragments, spec §7), shared by
// both halves: the server validates and answers with them, the client types its queries by them.

const Format = Type.Union([Type.Literal("text"), Type.Literal("markdown"), Type.Literal("rich2"), Type.Literal("html")]);
const Body = Type.String({ minLength: 1, maxLength: 50000 });

/** A participant: `participating`, or `left` once they left (Vanilla says `deleted`). */
const ParticipantSchema = Type.Object({
  userID: Type.Integer(),
  status: Type.Union([Type.Literal("participating"), Type.Literal("left")]),
  user: UserFragmentSchema,
});
export type Participant = Static<typeof ParticipantSchema>;

/** A conversation as the viewer (a participant) sees it. */
export const ConversationSchema = Type.Object({
  conversationID: Type.Integer(),
  /** The other participants' names (Vanilla's generated name). */
  name: Type.String(),
  url: Type.String(),
  insertUserID: Type.Integer(),
  insertUser: UserFragmentSchema,
  dateInserted: DateTimeSchema,
  countMessages: Type.Integer(),
  countParticipants: Type.Integer(),
  /** Messages the viewer has not read. */
  countUnread: Type.Integer(),
  unread: Type.Boolean(),
  lastMessage: Type.Union([
    Type.Object({
      messageID: Type.Integer(),
      insertUserID: Type.Integer(),
      insertUser: UserFragmentSchema,
      dateInserted: DateTimeSchema,
      /** Plain text, shortened. */
      excerpt: Type.String(),
    }),
    Type.Null(),
  ]),
  participants: Type.Array(ParticipantSchema),
});
export type Conversation = Static<typeof ConversationSchema>;

/** A message of a conversation. */
export const MessageSchema = Type.Object({
  messageID: Type.Integer(),
  conversationID: Type.Integer(),
  insertUserID: Type.Integer(),
  insertUser: UserFragmentSchema,
  /** Sanitized HTML, rendered as comments are. */
  body: Type.String(),
  dateInserted: DateTimeSchema,
});
export type Message = Static<typeof MessageSchema>;

/** Body of `POST /conversations`: the first message to one or more members. */
export const ConversationPostSchema = Type.Object(
  {
    participantUserIDs: Type.Array(RecordID(), { minItems: 1, maxItems: 50 }),
    body: Body,
    format: Type.Optional(Format),
  },
  { additionalProperties: false },
);
export type ConversationPost = Static<typeof ConversationPostSchema>;

/** Body of `POST /conversations/{id}/participants`. */
export const ParticipantsPostSchema = Type.Object(
  { participantUserIDs: Type.Array(RecordID(), { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);

/** Body of `POST /messages`. */
export const MessagePostSchema = Type.Object({ conversationID: RecordID(), body: Body, format: Type.Optional(Format) }, { additionalProperties: false });
export type MessagePost = Static<typeof MessagePostSchema>;

/** Query of `GET /conversations`. */
export const ConversationListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

/** Query of `GET /messages`. */
export const MessageListQuerySchema = Type.Object({
  conversationID: RecordID(),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});

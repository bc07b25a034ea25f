import {
  Avatar,
  Button,
  DateTime,
  ErrorMessage,
  Link,
  NotFoundPage,
  t,
  themeVars,
  useApiClient,
  useDocumentTitle,
  useMutation,
  useNavigate,
  useParams,
  useQuery,
  useQueryClient,
  widgetStyles,
  type ApiError,
} from "@quorum/core";
import { isRichDocumentEmpty, parseRichDocument } from "@quorum/editor";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import type { Conversation, Message } from "../../shared/conversationSchemas";
import { CONVERSATION_KEYS, conversationQuery, messagesQuery } from "../conversationQueries";
import { MessageBody } from "../parts/MessageBody";
import { useMessageDraft } from "../parts/useMessageDraft";
import { userIDsOf } from "../parts/userIDsOf";

const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

/**
 * `/messages/{id}`: a conversation's participants and its messages in order, a reply box with the
 * comments' rich editor (its draft kept through a reload), adding participants and leaving. Opening
 * it marks it read, which clears its count on every open page (the event stream).
 */
export default function ConversationPage(): ReactNode {
  const conversationID = Number(useParams()["id"]);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const conversation = useQuery({ ...conversationQuery(api, conversationID), enabled: conversationID > 0 });
  const messages = useQuery({ ...messagesQuery(api, conversationID), enabled: conversation.isSuccess });
  useDocumentTitle(conversation.data?.name ?? t("Inbox"));

  const unread = conversation.data?.countUnread ?? 0;
  useEffect(() => {
    if (unread > 0) void api.put(`/conversations/${conversationID}/read`).then(() => queryClient.invalidateQueries({ queryKey: CONVERSATION_KEYS.all }));
  }, [api, queryClient, conversationID, unread]);

  const leave = useMutation<unknown, ApiError>({
    mutationFn: () => api.delete(`/conversations/${conversationID}/leave`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CONVERSATION_KEYS.all });
      void navigate("/messages");
    },
  });

  if (!Number.isInteger(conversationID) || conversationID <= 0 || (conversation.error as ApiError | null)?.status === 404) return <NotFoundPage />;
  if (conversation.error) return <ErrorMessage error={conversation.error} />;
  if (!conversation.data) return null;
  return (
    <div className={widgetStyles.root} style={frame}>
      <p>
        <Link to="/messages">{t("Inbox")}</Link>
      </p>
      <h1 className={widgetStyles.pageTitle}>{conversation.data.name}</h1>
      <Participants conversation={conversation.data} />
      <ol style={{ listStyle: "none", padding: 0 }} aria-label={t("Messages")}>
        {messages.data?.map((message) => (
          <MessageItem key={message.messageID} message={message} />
        ))}
      </ol>
      <ReplyForm conversationID={conversationID} />
      <AddParticipants conversationID={conversationID} />
      <Button variant="text" busy={leave.isPending} onClick={() => leave.mutate()}>
        {t("Leave Conversation")}
      </Button>
      {leave.error ? <ErrorMessage error={leave.error} /> : null}
    </div>
  );
}

function Participants({ conversation }: { conversation: Conversation }): ReactNode {
  const present = conversation.participants.filter((p) => p.status === "participating");
  return (
    <p>
      {t("Participants")}:{" "}
      {present.map((p, i) => (
        <span key={p.userID}>
          {i > 0 ? ", " : ""}
          <Link to={p.user.url ?? "#"}>{p.user.name}</Link>
        </span>
      ))}
    </p>
  );
}

function MessageItem({ message }: { message: Message }): ReactNode {
  return (
    <li id={`Message_${message.messageID}`} style={{ display: "flex", gap: 12, padding: "12px 0", borderBottom: `1px solid ${themeVars["color-border"]}` }}>
      <Avatar photoUrl={message.insertUser.photoUrl} name={message.insertUser.name} decorative />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div>
          <strong>{message.insertUser.name}</strong> <DateTime date={message.dateInserted} />
        </div>
        {/* Sanitized by the server when it was written, as comments are. */}
        <div className="userContent" dangerouslySetInnerHTML={{ __html: message.body }} />
      </div>
    </li>
  );
}

function ReplyForm({ conversationID }: { conversationID: number }): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const draft = useMessageDraft(`conversation:${conversationID}`);
  const [empty, setEmpty] = useState(false);
  const send = useMutation<Message, ApiError, string>({
    mutationFn: async (body) => (await api.post<Message>("/messages", { conversationID, body, format: "rich2" })).data,
    onSuccess: async () => {
      draft.clear();
      await queryClient.invalidateQueries({ queryKey: CONVERSATION_KEYS.all });
    },
  });
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (send.isPending) return;
    if (isRichDocumentEmpty(parseRichDocument(draft.body))) {
      setEmpty(true);
      return;
    }
    send.mutate(draft.body);
  }
  return (
    <form onSubmit={submit} aria-label={t("Reply")}>
      <MessageBody
        label={t("Message")}
        value={draft.body}
        invalid={empty}
        onChange={(json) => {
          draft.setBody(json);
          setEmpty(false);
        }}
      />
      {empty ? <p role="alert">{t("Write a message first.")}</p> : null}
      {send.error ? <ErrorMessage error={send.error} /> : null}
      <Button type="submit" variant="primary" busy={send.isPending}>
        {t("Send Message")}
      </Button>
    </form>
  );
}

function AddParticipants({ conversationID }: { conversationID: number }): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [names, setNames] = useState("");
  const add = useMutation<Conversation, ApiError, string>({
    mutationFn: async (text) => {
      const participantUserIDs = await userIDsOf(api, text);
      return (await api.post<Conversation>(`/conversations/${conversationID}/participants`, { participantUserIDs })).data;
    },
    onSuccess: async () => {
      setNames("");
      await queryClient.invalidateQueries({ queryKey: CONVERSATION_KEYS.all });
    },
  });
  return (
    <form
      style={{ margin: "16px 0" }}
      onSubmit={(event) => {
        event.preventDefault();
        if (names.trim() !== "") add.mutate(names);
      }}
    >
      <label>
        {t("Add People")} <input value={names} onChange={(event) => setNames(event.target.value)} />
      </label>{" "}
      <Button type="submit" busy={add.isPending}>
        {t("Add")}
      </Button>
      {add.error ? <ErrorMessage error={add.error} /> : null}
    </form>
  );
}

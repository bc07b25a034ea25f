import type { UserFragment } from "@quorum/api";
import {
  Button,
  ErrorMessage,
  FormField,
  t,
  TextInput,
  themeVars,
  useApiClient,
  useDebouncedValue,
  useDocumentTitle,
  useMutation,
  useNavigate,
  useParams,
  useQuery,
  useSearchParams,
  widgetStyles,
  type ApiError,
} from "@quorum/core";
import { isRichDocumentEmpty, parseRichDocument, richDocumentFromText, serializeRichDocument } from "@quorum/editor";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { Conversation } from "../../shared/conversationSchemas";
import { MessageBody } from "../parts/MessageBody";
import { useMessageDraft } from "../parts/useMessageDraft";
import { userIDsOf } from "../parts/userIDsOf";

const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

/**
 * `/messages/add`, `/messages/add/{name}` (the recipient filled in: the Message button of a user
 * card or profile) and `/messages/add?content=` (the body filled in: Share In Message). Recipients
 * are names, comma separated, suggested as they are typed (`/users/by-names`).
 */
export default function AddConversationPage(): ReactNode {
  const api = useApiClient();
  const navigate = useNavigate();
  const name = useParams()["name"] ?? "";
  const [params] = useSearchParams();
  const content = params.get("content");
  const [recipients, setRecipients] = useState(name);
  const draft = useMessageDraft(`new:${name}`, content ? serializeRichDocument(richDocumentFromText(content)) : "");
  const [empty, setEmpty] = useState(false);
  useDocumentTitle(t("New Message"));

  const send = useMutation<Conversation, ApiError | Error, { names: string; body: string }>({
    mutationFn: async ({ names, body }) => {
      const participantUserIDs = await userIDsOf(api, names);
      return (await api.post<Conversation>("/conversations", { participantUserIDs, body, format: "rich2" })).data;
    },
    onSuccess: (conversation) => {
      draft.clear();
      void navigate(conversation.url);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (send.isPending) return;
    if (isRichDocumentEmpty(parseRichDocument(draft.body))) {
      setEmpty(true);
      return;
    }
    send.mutate({ names: recipients, body: draft.body });
  }

  const apiError = send.error && "fieldErrors" in send.error ? send.error : null;
  return (
    <div className={widgetStyles.root} style={frame}>
      <h1 className={widgetStyles.pageTitle}>{t("New Message")}</h1>
      <form onSubmit={submit}>
        <FormField label={t("Recipients")} required errors={apiError?.fieldErrors("participantUserIDs") ?? []}>
          <RecipientsInput value={recipients} onChange={setRecipients} />
        </FormField>
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
        {send.error && !apiError?.fieldErrors("participantUserIDs").length ? <ErrorMessage error={send.error} /> : null}
        <Button type="submit" variant="primary" busy={send.isPending}>
          {t("Send Message")}
        </Button>
      </form>
    </div>
  );
}

/** The recipients box: names, comma separated; the name being typed is completed from `/users/by-names`. */
function RecipientsInput({
  value,
  onChange,
  ...field
}: {
  value: string;
  onChange(value: string): void;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  required?: boolean;
}): ReactNode {
  const api = useApiClient();
  const listID = useId();
  const typing = (value.split(",").pop() ?? "").trim();
  const prefix = useDebouncedValue(typing, 200);
  const suggestions = useQuery({
    queryKey: ["conversations", "recipients", prefix],
    queryFn: async () => (await api.get<UserFragment[]>("/users/by-names/", { params: { name: `${prefix}*`, order: "mention", limit: 10 } })).data,
    enabled: prefix.length > 0,
  });
  const before = value.includes(",") ? `${value.slice(0, value.lastIndexOf(",") + 1)} ` : "";
  return (
    <>
      <TextInput {...field} value={value} onChange={(event) => onChange(event.target.value)} list={listID} autoComplete="off" />
      <datalist id={listID}>
        {suggestions.data?.map((user) => (
          <option key={user.userID} value={`${before}${user.name}`} />
        ))}
      </datalist>
    </>
  );
}

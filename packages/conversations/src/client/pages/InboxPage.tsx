import {
  Avatar,
  DateTime,
  Link,
  Pager,
  t,
  useApiClient,
  useDocumentTitle,
  useQuery,
  useSearchParams,
  widgetStyles,
  buttonRecipe,
  themeVars,
  ErrorMessage,
} from "@quorum/core";
import type { ReactNode } from "react";
import { inboxQuery } from "../conversationQueries";

const LIMIT = 30;
const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };
const row = { display: "flex", gap: 12, alignItems: "flex-start", padding: "12px 0", borderBottom: `1px solid ${themeVars["color-border"]}` };

/**
 * `/messages` (and `/messages/inbox`, the account panel's link): the member's conversations, paged,
 * unread first and marked, each with its participants and the last message's excerpt (spec §2).
 */
export default function InboxPage(): ReactNode {
  const api = useApiClient();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);
  const inbox = useQuery(inboxQuery(api, page, LIMIT));
  useDocumentTitle(t("Inbox"));
  return (
    <div className={widgetStyles.root} style={frame}>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <h1 className={widgetStyles.pageTitle}>{t("Inbox")}</h1>
        <span style={{ display: "flex", gap: 12, alignItems: "center" }}>
          <Link to="/messages/blocked">{t("Blocked Members")}</Link>
          <Link className={buttonRecipe({ variant: "primary" })} to="/messages/add">
            {t("New Message")}
          </Link>
        </span>
      </div>
      {inbox.error ? <ErrorMessage error={inbox.error} /> : null}
      {inbox.data?.conversations.length === 0 ? <p>{t("You do not have any messages yet.")}</p> : null}
      <ul style={{ listStyle: "none", padding: 0 }} aria-label={t("Conversations")}>
        {inbox.data?.conversations.map((conversation) => (
          <li key={conversation.conversationID} style={row} data-unread={conversation.unread || undefined}>
            <Avatar photoUrl={conversation.lastMessage?.insertUser.photoUrl ?? conversation.insertUser.photoUrl} name={conversation.name} decorative />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Link to={conversation.url} style={{ fontWeight: conversation.unread ? 700 : 400 }}>
                {conversation.name}
              </Link>
              {conversation.unread ? <span style={{ marginLeft: 8 }}>{t("{count} new", { count: conversation.countUnread })}</span> : null}
              {conversation.lastMessage ? (
                <p style={{ margin: "4px 0 0", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
                  {conversation.lastMessage.insertUser.name}: {conversation.lastMessage.excerpt}
                </p>
              ) : null}
            </div>
            {conversation.lastMessage ? <DateTime date={conversation.lastMessage.dateInserted} /> : null}
          </li>
        ))}
      </ul>
      {inbox.data && (page > 1 || inbox.data.hasMore) ? (
        <Pager page={page} limit={LIMIT} hasMore={inbox.data.hasMore} hrefFor={(p) => `/messages?page=${p}`} />
      ) : null}
    </div>
  );
}

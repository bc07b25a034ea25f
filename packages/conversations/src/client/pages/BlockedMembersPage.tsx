import {
  Button,
  ErrorMessage,
  Link,
  Pager,
  t,
  themeVars,
  useApiClient,
  useDocumentTitle,
  useMutation,
  useQuery,
  useQueryClient,
  useSearchParams,
  widgetStyles,
  type ApiError,
} from "@quorum/core";
import { profilePath } from "@quorum/api";
import type { ReactNode } from "react";
import { CONVERSATION_KEYS } from "../conversationQueries";

const LIMIT = 30;
const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };
const row = {
  display: "flex",
  gap: 12,
  alignItems: "center",
  justifyContent: "space-between",
  padding: "12px 0",
  borderBottom: `1px solid ${themeVars["color-border"]}`,
};

interface Block {
  userID: number;
  user: { name: string };
}

/**
 * `/messages/blocked`: the members the viewer blocked (they cannot message the viewer), newest
 * first, each with Unblock. Linked from the inbox; blocking is on a profile or user card.
 */
export default function BlockedMembersPage(): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get("page") ?? "1") || 1);
  const blocks = useQuery({
    queryKey: [...CONVERSATION_KEYS.all, "blocks", page],
    queryFn: async () => {
      const response = await api.get<Block[]>("/conversations/blocks", { params: { page, limit: LIMIT } });
      return { blocks: response.data, hasMore: response.paging?.next !== undefined };
    },
  });
  const unblock = useMutation<unknown, ApiError, number>({
    mutationFn: (userID) => api.delete(`/conversations/blocks/${userID}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CONVERSATION_KEYS.all, "blocks"] }),
  });
  useDocumentTitle(t("Blocked Members"));
  return (
    <div className={widgetStyles.root} style={frame}>
      <p>
        <Link to="/messages">{t("Inbox")}</Link>
      </p>
      <h1 className={widgetStyles.pageTitle}>{t("Blocked Members")}</h1>
      <p>{t("Members you block cannot send you messages.")}</p>
      {blocks.error ? <ErrorMessage error={blocks.error} /> : null}
      {unblock.error ? <ErrorMessage error={unblock.error} /> : null}
      {blocks.data?.blocks.length === 0 ? <p>{t("You have not blocked anyone.")}</p> : null}
      <ul style={{ listStyle: "none", padding: 0 }} aria-label={t("Blocked Members")}>
        {blocks.data?.blocks.map((block) => (
          <li key={block.userID} style={row}>
            <Link to={profilePath(block.user.name)}>{block.user.name}</Link>
            <Button
              busy={unblock.isPending && unblock.variables === block.userID}
              onClick={() => unblock.mutate(block.userID)}
              aria-label={t("Unblock {name}", { name: block.user.name })}
            >
              {t("Unblock")}
            </Button>
          </li>
        ))}
      </ul>
      {blocks.data && (page > 1 || blocks.data.hasMore) ? (
        <Pager page={page} limit={LIMIT} hasMore={blocks.data.hasMore} hrefFor={(p) => `/messages/blocked?page=${p}`} />
      ) : null}
    </div>
  );
}

import { Button, ErrorMessage, Label, t, themeVars, useApiClient, useDocumentTitle, useMutation, useQuery, useQueryClient, widgetStyles } from "@quorum/core";
import { useState, type ReactNode } from "react";
import type { Rank } from "../../shared/Rank";
import { rankQueries } from "../rankQueries";
import { RankForm } from "./RankForm";

const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

/** What earns a rank, in a few words. */
function criteriaText(rank: Rank): string {
  if (rank.criteria.manual) return t("Given by a site manager");
  const parts = [
    rank.criteria.posts !== null ? `${rank.criteria.posts} ${t("posts")}` : null,
    rank.criteria.points !== null ? `${rank.criteria.points} ${t("points")}` : null,
    rank.criteria.days !== null ? `${rank.criteria.days} ${t("days")}` : null,
    rank.criteria.roleIDs.length > 0 ? t("by role") : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(", ") : t("Everyone");
}

/**
 * `/ranks/settings` (`ranks.manage`): the ranks lowest first, each with its label as members see
 * it, what earns it and its member count; move up or down, edit, delete, and New Rank.
 */
export default function RankSettingsPage(): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const ranks = useQuery(rankQueries.list(api));
  const roles = useQuery(rankQueries.roles(api));
  const [editing, setEditing] = useState<number | "new" | null>(null);
  useDocumentTitle(t("Ranks"));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["ranks"] });
  const order = useMutation({
    mutationFn: async (rankIDs: number[]) => (await api.put<Rank[]>("/ranks/order", { rankIDs })).data,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (rankID: number) => api.delete(`/ranks/${rankID}`),
    onSuccess: refresh,
  });
  const list = ranks.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((rank) => rank.rankID);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    order.mutate(ids);
  };
  const done = () => setEditing(null);
  return (
    <div className={widgetStyles.root} style={frame}>
      <h1 className={widgetStyles.pageTitle}>{t("Ranks")}</h1>
      <p>{t("Members hold the highest rank whose criteria they meet. Its label shows beside their name.")}</p>
      {ranks.error ? <ErrorMessage error={ranks.error} /> : null}
      {order.error ? <ErrorMessage error={order.error} /> : null}
      {remove.error ? <ErrorMessage error={remove.error} /> : null}
      <ol style={{ listStyle: "none", padding: 0 }}>
        {list.map((rank, index) => (
          <li key={rank.rankID} aria-label={rank.name} style={{ borderBottom: `1px solid ${themeVars["color-border"]}`, padding: "12px 0" }}>
            <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 }}>
              <strong>{rank.name}</strong>
              <Label tone={rank.labelStyle}>{rank.userTitle}</Label>
              <span>{criteriaText(rank)}</span>
              {!rank.abilities.links && <span>{t("No links")}</span>}
              <span>
                {rank.countUsers} {t("members")}
              </span>
              <span style={{ marginLeft: "auto", display: "flex", gap: 4 }}>
                <Button disabled={index === 0} onClick={() => move(index, -1)} aria-label={`${t("Move down")}: ${rank.name}`}>
                  ↓
                </Button>
                <Button disabled={index === list.length - 1} onClick={() => move(index, 1)} aria-label={`${t("Move up")}: ${rank.name}`}>
                  ↑
                </Button>
                <Button onClick={() => setEditing(rank.rankID)}>{t("Edit")}</Button>
                <Button onClick={() => remove.mutate(rank.rankID)} aria-label={`${t("Delete")}: ${rank.name}`}>
                  {t("Delete")}
                </Button>
              </span>
            </div>
            {editing === rank.rankID && roles.data ? <RankForm rank={rank} roles={roles.data} onDone={done} /> : null}
          </li>
        ))}
      </ol>
      {ranks.data && list.length === 0 ? <p>{t("No ranks yet.")}</p> : null}
      {editing === "new" && roles.data ? (
        <RankForm roles={roles.data} onDone={done} />
      ) : (
        <Button variant="primary" onClick={() => setEditing("new")}>
          {t("New Rank")}
        </Button>
      )}
    </div>
  );
}

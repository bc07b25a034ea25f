import { Button, ErrorMessage, Link, t, themeVars, useApiClient, useDocumentTitle, useMutation, useQuery, useQueryClient, widgetStyles } from "@quorum/core";
import { useState, type ReactNode } from "react";
import { pointsLabel, type Badge } from "../../shared/Badge";
import { BadgeIcon } from "../BadgeIcon";
import { badgeQueries } from "../badgeQueries";
import { BadgeForm } from "./BadgeForm";

const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

/** `/badges/manage` (badges.manage): create badges, edit or delete each. */
export default function ManageBadgesPage(): ReactNode {
  const api = useApiClient();
  const badges = useQuery(badgeQueries.list(api));
  useDocumentTitle(t("Manage Badges"));
  return (
    <div className={widgetStyles.root} style={frame}>
      <h1 className={widgetStyles.pageTitle}>{t("Manage Badges")}</h1>
      <section aria-label={t("New Badge")}>
        <h2 className={widgetStyles.title}>{t("New Badge")}</h2>
        <BadgeForm />
      </section>
      <h2 className={widgetStyles.title}>{t("Badges")}</h2>
      <ul style={{ listStyle: "none", padding: 0 }}>
        {(badges.data ?? []).map((badge) => (
          <ManagedBadge key={badge.badgeID} badge={badge} />
        ))}
      </ul>
    </div>
  );
}

function ManagedBadge({ badge }: { badge: Badge }): ReactNode {
  const api = useApiClient();
  const queries = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: async () => api.delete(`/badges/${badge.badgeID}`),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["badges"] }),
  });
  return (
    <li style={{ margin: "12px 0" }}>
      <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
        <BadgeIcon icon={badge.icon} size={32} />
        <Link to={badge.url}>{badge.name}</Link>
        <span>{pointsLabel(badge.points)}</span>
        <Button aria-label={t("Edit {name}", { name: badge.name })} onClick={() => setEditing(!editing)}>
          {t("Edit")}
        </Button>
        <Button aria-label={t("Delete {name}", { name: badge.name })} busy={remove.isPending} onClick={() => remove.mutate()}>
          {t("Delete")}
        </Button>
      </div>
      {remove.error ? <ErrorMessage error={remove.error} /> : null}
      {editing ? <BadgeForm badge={badge} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

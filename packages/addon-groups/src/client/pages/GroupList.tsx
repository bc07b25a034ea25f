import { Link, t, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import type { Group } from "../../shared/Group";
import { PRIVACY_LABELS } from "./PRIVACY_LABELS";

/** Groups as list items: name (linked), privacy, member count and description. */
export function GroupList({ groups, empty }: { groups: readonly Group[]; empty: string }): ReactNode {
  if (groups.length === 0) return <p>{empty}</p>;
  return (
    <ul className={widgetStyles.list} aria-label={t("Groups")}>
      {groups.map((group) => (
        <li key={group.groupID} className={widgetStyles.item}>
          <Link to={group.url}>{group.name}</Link>{" "}
          <small>
            {t(PRIVACY_LABELS[group.privacy])} · {group.countMembers === 1 ? t("1 member") : t("{count} members", { count: group.countMembers })}
          </small>
          {group.description ? <p>{group.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

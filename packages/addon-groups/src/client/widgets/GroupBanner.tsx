import { t, themeVars, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import type { GroupWidgetProps } from "../../shared/widgets";
import { GroupActions } from "../pages/GroupActions";
import { PRIVACY_LABELS } from "../pages/PRIVACY_LABELS";

const frame = { maxWidth: 960, margin: "0 auto", padding: `0 ${themeVars["page-gutter"]}` };

/** `react.groups.banner`: the group's banner and icon when set, its name (the page's h1), privacy and member count, and the viewer's buttons. */
export default function GroupBanner({ group }: GroupWidgetProps): ReactNode {
  if (!group) return null;
  return (
    <div className={widgetStyles.root}>
      {group.bannerUrl ? <img src={group.bannerUrl} alt="" style={{ width: "100%", maxHeight: 240, objectFit: "cover", display: "block" }} /> : null}
      <div style={frame}>
        <h1 className={widgetStyles.pageTitle} style={{ display: "flex", alignItems: "center", gap: 12, marginTop: 24 }}>
          {group.iconUrl ? <img src={group.iconUrl} alt="" width={48} height={48} /> : null}
          {group.name}
        </h1>
        <p>
          {t(PRIVACY_LABELS[group.privacy])} · {group.countMembers === 1 ? t("1 member") : t("{count} members", { count: group.countMembers })}
        </p>
        <GroupActions group={group} />
      </div>
    </div>
  );
}

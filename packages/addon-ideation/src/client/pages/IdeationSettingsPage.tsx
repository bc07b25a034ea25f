import { t, themeVars, useApiClient, useDocumentTitle, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import { CategorySettings } from "./CategorySettings";
import { StatusSettings } from "./StatusSettings";

const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

/** `/ideation/settings` (site managers, `site.manage`): the idea categories and the site's idea statuses. */
export default function IdeationSettingsPage(): ReactNode {
  useApiClient();
  useDocumentTitle(t("Ideation Settings"));
  return (
    <div className={widgetStyles.root} style={frame}>
      <h1 className={widgetStyles.pageTitle}>{t("Ideation Settings")}</h1>
      <CategorySettings />
      <StatusSettings />
    </div>
  );
}

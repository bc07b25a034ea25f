import { t, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import type { GroupWidgetProps } from "../../shared/widgets";

/** `react.groups.about`: the group's description. */
export default function GroupAbout({ group }: GroupWidgetProps): ReactNode {
  if (!group) return null;
  return (
    <section className={widgetStyles.root} aria-label={t("About")}>
      <h2 className={widgetStyles.title}>{t("About")}</h2>
      <p>{group.description || t("No description.")}</p>
    </section>
  );
}

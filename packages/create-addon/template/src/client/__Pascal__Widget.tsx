import { DateTime, t, widgetStyles } from "@quorum/core";
import { useId } from "react";
import type { ReactNode } from "react";
import type { __Pascal__WidgetProps } from "../shared/__camel__Widgets";

export type { __Pascal__WidgetProps };

/**
 * __Title__'s widget: a titled list of items. It only shows what it is given, so a layout (its
 * items filled in by the server's hydrator) and the add-on's page (which fetches them) share it.
 */
export default function __Pascal__Widget({ title = "__Title__", items }: __Pascal__WidgetProps): ReactNode {
  const headingID = useId();
  return (
    <section className={widgetStyles.root} aria-labelledby={headingID}>
      <h2 id={headingID} className={widgetStyles.title}>
        {t(title)}
      </h2>
      {items.length ? (
        <ul className={widgetStyles.list}>
          {items.map((item) => (
            <li key={item.itemID} className={widgetStyles.item}>
              <span className={widgetStyles.subtitle}>{item.name}</span>
              <DateTime date={item.dateInserted} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={widgetStyles.empty}>{t("Nothing here yet.")}</p>
      )}
    </section>
  );
}

import { t, themeVars, useApiClient, useDocumentTitle, useSuspenseQuery, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import __Pascal__Widget from "./__Pascal__Widget";
import { __camel__ItemsQuery } from "./__camel__ItemsQuery";

// Inline styles from the theme's variables: the add-on is built by tsup, which has no CSS
// pipeline, and core's classes cover the rest.
const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

/**
 * /__key__: the add-on's page. It suspends until the items arrive; the server render waits for
 * them and ships them in the page, so the browser shows the list without a request of its own.
 */
export default function __Pascal__Page(): ReactNode {
  const { data: items } = useSuspenseQuery(__camel__ItemsQuery(useApiClient()));
  useDocumentTitle(t("__Title__"));
  return (
    <div className={widgetStyles.root} style={frame}>
      <h1 className={widgetStyles.pageTitle}>{t("__Title__")}</h1>
      <__Pascal__Widget title="Latest items" items={items} />
    </div>
  );
}

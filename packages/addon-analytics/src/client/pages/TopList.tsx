import { Link, t, themeVars } from "@quorum/core";
import type { ReactNode } from "react";
import type { TopRecord } from "../../shared/AnalyticsSummary";

/** The most viewed records of the range, most first, each with its views. */
export function TopList({ title, records }: { title: string; records: readonly TopRecord[] }): ReactNode {
  return (
    <section style={{ flex: "1 1 280px" }} aria-label={title}>
      <h2 style={{ fontSize: "1.1em", margin: "0 0 8px", color: themeVars["color-heading"] }}>{title}</h2>
      {records.length ? (
        <ol style={{ margin: 0, paddingLeft: 24 }}>
          {records.map((record) => (
            <li key={record.recordID} style={{ margin: "4px 0" }}>
              {/* Underlined: beside the count, a link must not rely on its colour alone (WCAG 1.4.1). */}
              <Link to={record.url} style={{ textDecoration: "underline" }}>
                {record.name}
              </Link>{" "}
              — {t(record.views === 1 ? "{count} view" : "{count} views", { count: record.views })}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t("No views in this range.")}</p>
      )}
    </section>
  );
}

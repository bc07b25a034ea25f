import { Button, ErrorMessage, Loader, t, themeVars, useApiClient, useDocumentTitle, useQuery, widgetStyles } from "@quorum/core";
import { useId, useState, type ReactNode } from "react";
import type { AnalyticsSummary } from "../../shared/AnalyticsSummary";
import { DayChart } from "./DayChart";
import { lastDays, PRESETS, type DayRangeChoice } from "./dayRange";
import { TopList } from "./TopList";

const frame = { maxWidth: 1100, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

/**
 * `/dashboard/analytics` (site managers): the range picker (presets or two dates), then views,
 * new discussions and comments, active members per day, and the most viewed discussions and
 * categories, from `GET /analytics/summary`. Loaded only when a manager opens it.
 */
export default function AnalyticsPage(): ReactNode {
  const api = useApiClient();
  const [range, setRange] = useState<DayRangeChoice>(() => lastDays(30));
  const [draft, setDraft] = useState<DayRangeChoice>(range);
  const id = useId();
  useDocumentTitle(t("Analytics"));
  const summary = useQuery({
    queryKey: ["analytics", "summary", range.from, range.to],
    queryFn: async () => (await api.get<AnalyticsSummary>("/analytics/summary", { params: { from: range.from, to: range.to } })).data,
  });
  const choose = (next: DayRangeChoice) => {
    setDraft(next);
    setRange(next);
  };
  const data = summary.data;
  return (
    <div className={widgetStyles.root} style={frame}>
      <h1 className={widgetStyles.pageTitle}>{t("Analytics")}</h1>
      <div role="group" aria-label={t("Range")} style={{ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "end", margin: "12px 0" }}>
        {PRESETS.map((preset) => {
          const choice = lastDays(preset.days);
          const pressed = choice.from === range.from && choice.to === range.to;
          return (
            <Button key={preset.days} variant={pressed ? "primary" : "standard"} aria-pressed={pressed} onClick={() => choose(choice)}>
              {t(preset.label)}
            </Button>
          );
        })}
        <form
          style={{ display: "flex", gap: 8, alignItems: "end" }}
          onSubmit={(event) => {
            event.preventDefault();
            setRange(draft);
          }}
        >
          <label htmlFor={`${id}-from`}>
            {t("From")}{" "}
            <input id={`${id}-from`} type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} required />
          </label>
          <label htmlFor={`${id}-to`}>
            {t("To")} <input id={`${id}-to`} type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} required />
          </label>
          <Button type="submit">{t("Apply")}</Button>
        </form>
      </div>
      {summary.error ? <ErrorMessage error={summary.error} /> : null}
      {!data && !summary.error ? <Loader /> : null}
      {data ? (
        <>
          <DayChart title={t("Page views")} kind="line" series={[{ name: t("Views"), days: data.views, color: themeVars["color-primary"] }]} />
          <DayChart
            title={t("New discussions and comments")}
            kind="bar"
            series={[
              { name: t("Discussions"), days: data.discussions, color: themeVars["color-primary"] },
              { name: t("Comments"), days: data.comments, color: "#8a6d1f" },
            ]}
          />
          <DayChart
            title={t("Active members")}
            kind="line"
            series={[{ name: t("Members"), days: data.activeMembers, total: data.activeMembersTotal, color: "#2f7d4f" }]}
          />
          <div style={{ display: "flex", flexWrap: "wrap", gap: 32 }}>
            <TopList title={t("Top discussions")} records={data.topDiscussions} />
            <TopList title={t("Top categories")} records={data.topCategories} />
          </div>
        </>
      ) : null}
    </div>
  );
}

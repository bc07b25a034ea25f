import { t, themeVars } from "@quorum/core";
import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DayCount } from "../../shared/AnalyticsSummary";

export interface DaySeries {
  name: string;
  days: readonly DayCount[];
  color: string;
  /** The caption's figure when the days' counts cannot be summed (distinct members); their sum otherwise. */
  total?: number;
}

/**
 * One chart of daily figures: a line (views, members) or bars side by side (new posts). The chart
 * is a figure named by its title; the totals in its caption are its text alternative.
 */
export function DayChart({ title, series, kind }: { title: string; series: readonly DaySeries[]; kind: "line" | "bar" }): ReactNode {
  const rows = (series[0]?.days ?? []).map((day, index) => ({
    day: day.day,
    ...Object.fromEntries(series.map((s) => [s.name, s.days[index]?.count ?? 0])),
  }));
  const total = (s: DaySeries) => s.total ?? s.days.reduce((sum, day) => sum + day.count, 0);
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" />,
    <XAxis key="x" dataKey="day" minTickGap={24} />,
    <YAxis key="y" allowDecimals={false} width={48} />,
    <Tooltip key="tip" />,
    series.length > 1 ? <Legend key="legend" /> : null,
  ];
  return (
    <figure style={{ margin: "24px 0" }}>
      <h2 style={{ fontSize: "1.1em", margin: "0 0 8px", color: themeVars["color-heading"] }}>{title}</h2>
      <div style={{ width: "100%", height: 240 }}>
        <ResponsiveContainer width="100%" height="100%">
          {kind === "line" ? (
            <LineChart data={rows} accessibilityLayer>
              {axes}
              {series.map((s) => (
                <Line key={s.name} type="monotone" dataKey={s.name} stroke={s.color} dot={false} isAnimationActive={false} />
              ))}
            </LineChart>
          ) : (
            <BarChart data={rows} accessibilityLayer>
              {axes}
              {series.map((s) => (
                <Bar key={s.name} dataKey={s.name} fill={s.color} isAnimationActive={false} />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <figcaption>
        {series.map((s) => (
          <span key={s.name} data-testid={`total-${s.name}`} style={{ marginRight: 16 }}>
            {t("{name}: {count}", { name: s.name, count: total(s) })}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

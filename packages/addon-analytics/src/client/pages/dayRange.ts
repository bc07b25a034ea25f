const DAY = 24 * 60 * 60 * 1000;

/** A range of UTC days the dashboard asks for. */
export interface DayRangeChoice {
  from: string;
  to: string;
}

/** The last `days` days, today included. */
export function lastDays(days: number, now = new Date()): DayRangeChoice {
  const to = now.toISOString().slice(0, 10);
  return { from: new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY).toISOString().slice(0, 10), to };
}

/** The presets of the range picker. */
export const PRESETS = [
  { days: 7, label: "Last 7 days" },
  { days: 30, label: "Last 30 days" },
  { days: 90, label: "Last 90 days" },
  { days: 365, label: "Last year" },
] as const;

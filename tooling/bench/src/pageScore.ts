import type { Result } from "lighthouse";

/** One page's Lighthouse performance: the score, its metrics and what Lighthouse named to fix. */
export interface PageScore {
  page: string;
  url: string;
  /** 0–100. */
  score: number;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** The failed audits that estimate a saving, e.g. "Render-blocking requests (Est savings of 1,330 ms)". */
  findings: string[];
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Reads a Lighthouse result (`lhr`) into a `PageScore`. */
export function pageScore(page: string, lhr: Result): PageScore {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Opportunities and Lighthouse 13's insights alike are the audits scored by their estimated savings.
  const findings = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "metricSavings")
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
  return {
    page,
    url: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    metrics: {
      fcp: round(numeric("first-contentful-paint") / 1000, 2),
      lcp: round(numeric("largest-contentful-paint") / 1000, 2),
      tbt: Math.round(numeric("total-blocking-time")),
      cls: round(numeric("cumulative-layout-shift"), 3),
      si: round(numeric("speed-index") / 1000, 2),
    },
    findings,
  };
}

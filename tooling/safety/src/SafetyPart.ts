import type { FreshSite } from "./freshSite.ts";

/** What one part of the suite found: its one-line figure and how many of its cases failed. */
export interface PartResult {
  /** For example "fuzz: 10,240 cases over 71 routes × 3 personas, 0 responses ≥ 500, …". */
  figure: string;
  failures: number;
  /** The failing cases, enough to reproduce each (seed, request, response). Printed, capped. */
  details: string[];
}

/**
 * One part of the safety suite. Parts run one after another; each gets its own fresh site unless it
 * says it manages sites itself (durability and outage parts start, kill and restart their own).
 */
export interface SafetyPart {
  name: string;
  /** Runs against `site` (a fresh demo site on PGlite), or starts its own when `ownSites` is set. */
  run(site: FreshSite | undefined, options: { seed: number; port: number }): Promise<PartResult>;
  ownSites?: boolean;
}

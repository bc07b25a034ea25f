import { useContext } from "react";
import type { ReactNode } from "react";
import { SiteContext } from "../site/SiteProvider";
import { boundedMemo } from "./boundedMemo";
import { formatRelativeTime } from "./formatRelativeTime";
import { intlCache } from "./intlCache";
import { useNow } from "./useNow";

export interface DateTimeProps {
  /** An ISO date string, a timestamp in ms or a Date. */
  date: string | number | Date;
  /** "relative" (default) refreshes every 30 s; "fixed" shows the date and time. */
  mode?: "relative" | "fixed";
  className?: string;
}

const FULL: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short" };

// A page's dates come back on every view of it (see intlCache).
const isoString = boundedMemo((time: number) => new Date(time).toISOString());
// Parsing an ISO date takes ~1 µs, a lookup of the same text a tenth of that (one per comment).
const parsedTime = boundedMemo(Date.parse);

/** A date in a `<time>` element, relative ("3 hours ago") by default, the full date as its tooltip. */
export function DateTime({ date, mode = "relative", className }: DateTimeProps): ReactNode {
  const locale = useContext(SiteContext)?.locale ?? "en";
  const now = useNow();
  // The time alone: a thread renders one of these per comment, and a Date per render adds up.
  const time = typeof date === "string" ? parsedTime(date) : typeof date === "number" ? date : date.getTime();
  if (Number.isNaN(time)) return null;
  const full = intlCache.formatDate(locale, FULL, time);
  // Server and browser differ in "now" and time zone: the text may legitimately change on hydration.
  return (
    <time dateTime={isoString(time)} title={full} className={className} suppressHydrationWarning>
      {mode === "fixed" ? full : formatRelativeTime(time, now, locale)}
    </time>
  );
}

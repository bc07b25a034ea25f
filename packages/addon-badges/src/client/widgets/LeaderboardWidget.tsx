import { Button, Link, t, useApiClient, useQuery, widgetStyles } from "@quorum/core";
import { profilePath } from "@quorum/api";
import { useState, type ReactNode } from "react";
import { pointsLabel, type LeaderboardSlot } from "../../shared/Badge";
import type { LeaderboardWidgetProps } from "../../shared/widgets";

const SLOTS: ReadonlyArray<{ slot: LeaderboardSlot; label: string }> = [
  { slot: "a", label: "All Time" },
  { slot: "m", label: "This Month" },
  { slot: "w", label: "This Week" },
];

/**
 * `react.badges.leaderboard`: members by points, server-rendered for the layout's period; the
 * period buttons fetch the others.
 */
export default function LeaderboardWidget({ title, limit = 10, slot: initial, rows: first }: LeaderboardWidgetProps): ReactNode {
  const api = useApiClient();
  const [slot, setSlot] = useState<LeaderboardSlot>(initial);
  const other = useQuery({
    queryKey: ["badges", "leaderboard", slot, limit],
    queryFn: async () => (await api.get<LeaderboardWidgetProps["rows"]>("/badges/leaderboard", { params: { slotType: slot, limit } })).data,
    enabled: slot !== initial,
  });
  const rows = slot === initial ? first : (other.data ?? []);
  const heading = title ?? t("Leaderboard");
  return (
    <section className={widgetStyles.root} aria-label={heading}>
      <h2 className={widgetStyles.title}>{heading}</h2>
      <div role="group" aria-label={t("Period")} style={{ display: "flex", gap: 4, flexWrap: "wrap", margin: "8px 0" }}>
        {SLOTS.map((option) => (
          <Button
            key={option.slot}
            variant={option.slot === slot ? "primary" : "standard"}
            aria-pressed={option.slot === slot}
            onClick={() => setSlot(option.slot)}
          >
            {t(option.label)}
          </Button>
        ))}
      </div>
      {rows.length === 0 ? <p>{t("No points yet.")}</p> : null}
      <ol style={{ paddingLeft: 20 }}>
        {rows.map((row) => (
          <li key={row.userID} style={{ margin: "4px 0" }}>
            {/* Underlined: the name is a link within the row's text (axe link-in-text-block). */}
            <Link to={profilePath(row.name)} style={{ textDecoration: "underline" }}>
              {row.name}
            </Link>{" "}
            · {pointsLabel(row.points)}
          </li>
        ))}
      </ol>
    </section>
  );
}

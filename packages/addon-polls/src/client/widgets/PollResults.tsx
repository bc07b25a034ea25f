import { t } from "@quorum/core";
import type { ReactNode } from "react";
import type { Poll } from "../../shared/Poll";
import { pollStyles as styles } from "./pollStyles";

/** The results as bars, each with its count and percentage; the viewer's choices marked. */
export function PollResults({ poll }: { poll: Poll }): ReactNode {
  return (
    <ul style={styles.list} aria-label={t("Results")}>
      {poll.options.map((option) => {
        const percent = option.percent ?? 0;
        const mine = poll.myVote.includes(option.pollOptionID);
        return (
          <li key={option.pollOptionID}>
            <div style={styles.row}>
              <span>
                {option.body}
                {mine ? ` (${t("your vote")})` : ""}
              </span>
              <span>
                {option.countVotes ?? 0} {t(option.countVotes === 1 ? "vote" : "votes")} · {percent}%
              </span>
            </div>
            <div style={styles.track} role="meter" aria-label={option.body} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <div style={{ ...styles.bar, width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

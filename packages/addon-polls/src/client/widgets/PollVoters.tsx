import { Button, ErrorMessage, t, useApiClient, useQuery } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import type { Poll, PollVoter } from "../../shared/Poll";
import { pollStyles as styles } from "./pollStyles";

/** Voters shown at once; the API pages them. */
const LIMIT = 100;

/**
 * 'Show voters': who voted and for what (`GET /polls/{id}/votes`), offered only to those the
 * server lets see them (`canViewVoters`: moderators, or everyone on a public poll). Asked for
 * when opened, so a page showing a poll costs no request for it.
 */
export function PollVoters({ poll }: { poll: Poll }): ReactNode {
  const [open, setOpen] = useState(false);
  const api = useApiClient();
  const voters = useQuery({
    queryKey: ["polls", poll.pollID, "voters", poll.countVoters],
    queryFn: async () => (await api.get<PollVoter[]>(`/polls/${poll.pollID}/votes`, { params: { limit: LIMIT } })).data,
    enabled: open,
  });
  if (!poll.canViewVoters) return null;
  const bodyOf = new Map(poll.options.map((option) => [option.pollOptionID, option.body]));
  return (
    <div>
      <Button variant="text" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t("Hide voters") : t("Show voters")}
      </Button>
      {open && voters.data ? (
        voters.data.length === 0 ? (
          <p style={styles.note}>{t("No votes yet.")}</p>
        ) : (
          <ul style={styles.list} aria-label={t("Voters")}>
            {voters.data.map((voter) => (
              <li key={voter.userID}>
                {voter.name}: {voter.optionIDs.map((id) => bodyOf.get(id) ?? "").join(", ")}
              </li>
            ))}
          </ul>
        )
      ) : null}
      {voters.error ? <ErrorMessage error={voters.error} /> : null}
    </div>
  );
}

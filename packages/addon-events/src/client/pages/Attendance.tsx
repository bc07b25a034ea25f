import { Button, ErrorMessage, t, useApiClient, useMutation, useQuery, useQueryClient, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import type { Attendance as Answer, EventParticipant, QuorumEvent } from "../../shared/Event";
import { eventQueries } from "../eventQueries";

const ANSWERS: readonly { answer: Answer; label: string; count: (event: QuorumEvent) => number; heading: string }[] = [
  { answer: "yes", label: "Yes", count: (event) => event.attendingYesCount, heading: "Going" },
  { answer: "maybe", label: "Maybe", count: (event) => event.attendingMaybeCount, heading: "Maybe" },
  { answer: "no", label: "No", count: (event) => event.attendingNoCount, heading: "Not going" },
];

/**
 * "Are you going?": Yes / Maybe / No (the viewer's answer pressed) with each answer's count, and
 * who gave it. Guests see the counts and names, and no buttons.
 */
export function Attendance({ event }: { event: QuorumEvent }): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const participants = useQuery(eventQueries.participants(api, event.eventID));
  const answer = useMutation({
    mutationFn: async (attending: Answer) => (await api.put<QuorumEvent>(`/events/${event.eventID}/participants`, { attending })).data,
    onSuccess: async (updated) => {
      queryClient.setQueryData(eventQueries.one(api, event.eventID).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: ["events"] });
    },
  });
  const byAnswer = (value: Answer): EventParticipant[] => (participants.data ?? []).filter((p) => p.attending === value);
  return (
    <section aria-labelledby="event-attendance">
      <h2 id="event-attendance" className={widgetStyles.title}>
        {t("Are you going?")}
      </h2>
      {event.canAttend ? (
        <div role="group" aria-label={t("Are you going?")} style={{ display: "flex", gap: 8 }}>
          {ANSWERS.map(({ answer: value, label, count }) => (
            <Button
              key={value}
              variant={event.attending === value ? "primary" : "standard"}
              aria-pressed={event.attending === value}
              busy={answer.isPending && answer.variables === value}
              onClick={() => answer.mutate(value)}
            >
              {`${t(label)} (${count(event)})`}
            </Button>
          ))}
        </div>
      ) : (
        <p>{ANSWERS.map(({ label, count }) => `${t(label)}: ${count(event)}`).join(" · ")}</p>
      )}
      {answer.error ? <ErrorMessage error={answer.error} /> : null}
      {ANSWERS.map(({ answer: value, heading }) => {
        const people = byAnswer(value);
        return people.length === 0 ? null : (
          <div key={value}>
            <h3 className={widgetStyles.subtitle}>{`${t(heading)} (${people.length})`}</h3>
            <ul aria-label={t(heading)}>
              {people.map((person) => (
                <li key={person.userID}>{person.name}</li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

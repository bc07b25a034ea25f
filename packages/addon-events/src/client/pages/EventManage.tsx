import { Button, ErrorMessage, Link, t, useApiClient, useMutation, useNavigate, useQueryClient } from "@quorum/core";
import { useState, type ReactNode } from "react";
import type { QuorumEvent } from "../../shared/Event";

/** Edit and Delete for the event's author and holders of `events.manage`; Delete asks first. */
export function EventManage({ event }: { event: QuorumEvent }): ReactNode {
  const api = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.delete(`/events/${event.eventID}`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ["events"] });
      navigate("/events");
    },
  });
  return (
    <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
      <Link to={`/events/${event.eventID}/edit`}>{t("Edit")}</Link>
      {confirming ? (
        <>
          <span>{t("Delete this event?")}</span>
          <Button variant="primary" busy={remove.isPending} onClick={() => remove.mutate()}>
            {t("Delete")}
          </Button>
          <Button variant="text" onClick={() => setConfirming(false)}>
            {t("Cancel")}
          </Button>
        </>
      ) : (
        <Button variant="text" onClick={() => setConfirming(true)}>
          {t("Delete")}
        </Button>
      )}
      {remove.error ? <ErrorMessage error={remove.error} /> : null}
    </div>
  );
}

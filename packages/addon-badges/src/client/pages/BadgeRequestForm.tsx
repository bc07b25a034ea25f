import { Button, ErrorMessage, t, useApiClient, useCurrentUser, useMutation, usePermission, useQuery, useQueryClient } from "@quorum/core";
import { useState, type FormEvent, type ReactNode } from "react";
import type { BadgeHolder } from "../../shared/Badge";
import { badgeQueries } from "../badgeQueries";

/** A member asks for the badge with a reason; then sees that the request waits (or was denied). */
export function BadgeRequestForm({ badgeID, holders }: { badgeID: number; holders: readonly BadgeHolder[] }): ReactNode {
  const api = useApiClient();
  const queries = useQueryClient();
  const user = useCurrentUser();
  const canRequest = usePermission("badges.request");
  const [reason, setReason] = useState("");
  const [open, setOpen] = useState(false);
  const userID = user?.userID ?? 0;
  const mine = useQuery({ ...badgeQueries.myRequest(api, badgeID), enabled: userID > 0 && canRequest });
  const send = useMutation({
    mutationFn: async () => (await api.post(`/badges/${badgeID}/requests`, { reason })).data,
    onSuccess: () => queries.invalidateQueries({ queryKey: ["badges"] }),
  });
  if (!canRequest || userID === 0 || holders.some((holder) => holder.userID === userID)) return null;
  if (mine.data?.status === "pending") return <p role="status">{t("Your request is waiting for a moderator.")}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <div>
      {mine.data?.status === "denied" ? <p>{t("Your last request was denied.")}</p> : null}
      {open ? (
        <form onSubmit={submit} aria-label={t("Request This Badge")}>
          <p>
            <label>
              {t("Why do you deserve it?")} <textarea required maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
            </label>
          </p>
          {send.error ? <ErrorMessage error={send.error} /> : null}
          <Button type="submit" variant="primary" busy={send.isPending}>
            {t("Send Request")}
          </Button>
        </form>
      ) : (
        <Button variant="primary" onClick={() => setOpen(true)}>
          {t("Request This Badge")}
        </Button>
      )}
    </div>
  );
}

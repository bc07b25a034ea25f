import { Button, ErrorMessage, t, useApiClient, useMutation, useQuery, useQueryClient, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import { badgeQueries } from "../badgeQueries";

/** Moderators' list of a badge's pending requests, each approved (awarding it) or denied. */
export function PendingRequests({ badgeID }: { badgeID: number }): ReactNode {
  const api = useApiClient();
  const queries = useQueryClient();
  const requests = useQuery(badgeQueries.requests(api, badgeID));
  const answer = useMutation({
    mutationFn: async ({ requestID, status }: { requestID: number; status: "approved" | "denied" }) =>
      (await api.patch(`/badges/requests/${requestID}`, { status })).data,
    onSuccess: () => queries.invalidateQueries({ queryKey: ["badges"] }),
  });
  return (
    <section aria-label={t("Requests")}>
      <h2 className={widgetStyles.title}>{t("Requests")}</h2>
      {requests.data && requests.data.length === 0 ? <p>{t("No pending requests.")}</p> : null}
      {answer.error ? <ErrorMessage error={answer.error} /> : null}
      <ul>
        {(requests.data ?? []).map((request) => (
          <li key={request.requestID}>
            <strong>{request.userName}</strong>: {request.reason}{" "}
            <Button
              aria-label={t("Approve {name}", { name: request.userName })}
              onClick={() => answer.mutate({ requestID: request.requestID, status: "approved" })}
            >
              {t("Approve")}
            </Button>{" "}
            <Button aria-label={t("Deny {name}", { name: request.userName })} onClick={() => answer.mutate({ requestID: request.requestID, status: "denied" })}>
              {t("Deny")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

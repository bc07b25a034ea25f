import { Button, ErrorMessage, t, useApiClient, useQuery, widgetStyles } from "@quorum/core";
import { useState, type FormEvent, type ReactNode } from "react";
import type { Group } from "../../shared/Group";
import { groupQueries } from "../groupQueries";
import { useGroupAction } from "./useGroupAction";

/** For the group's leaders: pending requests to approve or refuse, and inviting members by email. */
export function LeaderPanel({ group }: { group: Group }): ReactNode {
  const api = useApiClient();
  const requests = useQuery(groupQueries.applicants(api, group.groupID, "requests"));
  const action = useGroupAction();
  const [emails, setEmails] = useState("");
  const base = `/groups/${group.groupID}`;
  const invite = (event: FormEvent) => {
    event.preventDefault();
    const list = emails.split(/[\s,]+/).filter(Boolean);
    action.mutate({ method: "post", path: `${base}/invitations`, body: { emails: list } }, { onSuccess: () => setEmails("") });
  };
  return (
    <section aria-label={t("Manage Group")}>
      <h2 className={widgetStyles.title}>{t("Requests to Join")}</h2>
      {requests.data && requests.data.length > 0 ? (
        <ul className={widgetStyles.list}>
          {requests.data.map((request) => (
            <li key={request.userID} className={widgetStyles.item}>
              {request.name}{" "}
              <Button
                variant="primary"
                aria-label={t("Approve {name}", { name: request.name })}
                onClick={() => action.mutate({ method: "post", path: `${base}/requests/${request.userID}/approve` })}
              >
                {t("Approve")}
              </Button>{" "}
              <Button
                aria-label={t("Refuse {name}", { name: request.name })}
                onClick={() => action.mutate({ method: "post", path: `${base}/requests/${request.userID}/refuse` })}
              >
                {t("Refuse")}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("No pending requests.")}</p>
      )}
      <form onSubmit={invite} aria-label={t("Invite Members")}>
        <h2 className={widgetStyles.title}>{t("Invite Members")}</h2>
        <label>
          {t("Emails")} <input value={emails} onChange={(event) => setEmails(event.target.value)} />
        </label>{" "}
        <Button type="submit" busy={action.isPending}>
          {t("Invite")}
        </Button>
      </form>
      {action.error ? <ErrorMessage error={action.error} /> : null}
    </section>
  );
}

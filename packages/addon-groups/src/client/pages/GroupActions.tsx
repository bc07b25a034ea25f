import { Button, ErrorMessage, t, useCurrentUser } from "@quorum/core";
import type { ReactNode } from "react";
import type { Group } from "../../shared/Group";
import { useGroupAction } from "./useGroupAction";

/** What the viewer can do about their membership: join, ask to join, accept or decline an invitation, leave. */
export function GroupActions({ group }: { group: Group }): ReactNode {
  const action = useGroupAction();
  const user = useCurrentUser();
  if (!user || user.userID <= 0) return null;
  const base = `/groups/${group.groupID}`;
  const post = (path: string) => action.mutate({ method: "post", path: `${base}${path}` });
  const { status } = group.viewer;
  let buttons: ReactNode;
  if (status === "leader" || status === "member") {
    buttons = <Button onClick={() => post("/leave")}>{t("Leave Group")}</Button>;
  } else if (status === "invited") {
    buttons = (
      <>
        <Button variant="primary" onClick={() => post("/invitations/accept")}>
          {t("Accept Invitation")}
        </Button>{" "}
        <Button onClick={() => post("/invitations/decline")}>{t("Decline")}</Button>
      </>
    );
  } else if (status === "requested") {
    buttons = <p>{t("Your request to join is waiting for a leader.")}</p>;
  } else if (group.privacy === "public") {
    buttons = (
      <Button variant="primary" onClick={() => post("/join")}>
        {t("Join Group")}
      </Button>
    );
  } else {
    buttons = (
      <Button variant="primary" onClick={() => post("/requests")}>
        {t("Request to Join")}
      </Button>
    );
  }
  return (
    <div style={{ margin: "12px 0" }}>
      {buttons}
      {action.error ? <ErrorMessage error={action.error} /> : null}
    </div>
  );
}

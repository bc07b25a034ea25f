import { Label, t, useCurrentUser, usePermissionCheck } from "@quorum/core";
import type { Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import { discussionCheck } from "../discussions/discussionCheck";
import { discussionPermissions } from "../discussions/discussionPermissions";
import { useLiveDiscussion } from "../discussions/useLiveDiscussion";

export interface PostLabelsProps {
  discussion: Discussion;
}

/**
 * The status labels of a discussion: 'Announcement' and 'Closed' for everyone; 'Sunk' and
 * 'Resolved' for those who may sink or resolve it (spec §6). Signed-in users see the live record,
 * so a change made in the options menu shows at once; guests (who change nothing) see the record
 * as the page was given, with no per-row work beyond the sign-in check.
 */
export function PostLabels({ discussion }: PostLabelsProps): ReactNode {
  const { userID } = useCurrentUser();
  return userID > 0 ? <LivePostLabels discussion={discussion} /> : <StatusLabels discussion={discussion} />;
}

function LivePostLabels({ discussion }: PostLabelsProps): ReactNode {
  const live = useLiveDiscussion(discussion);
  const check = discussionCheck(usePermissionCheck(), live);
  return <StatusLabels discussion={live} showSunk={discussionPermissions.sink(check)} showResolved={discussionPermissions.resolve(check)} />;
}

function StatusLabels({ discussion, showSunk = false, showResolved = false }: PostLabelsProps & { showSunk?: boolean; showResolved?: boolean }): ReactNode {
  return (
    <>
      {discussion.pinned && <Label caps>{t("Announcement")}</Label>}
      {discussion.closed && <Label caps>{t("Closed")}</Label>}
      {showSunk && discussion.sink && <Label caps>{t("Sunk")}</Label>}
      {showResolved && discussion.resolved && (
        <Label caps tone="success">
          {t("Resolved")}
        </Label>
      )}
    </>
  );
}

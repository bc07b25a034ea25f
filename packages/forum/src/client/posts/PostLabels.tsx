import { Label, t } from "@quorum/core";
import type { Discussion } from "@quorum/api";
import type { ReactNode } from "react";

export interface PostLabelsProps {
  discussion: Pick<Discussion, "pinned" | "closed">;
}

/** The 'Announcement' and 'Closed' labels of a pinned or closed discussion. */
export function PostLabels({ discussion }: PostLabelsProps): ReactNode {
  return (
    <>
      {discussion.pinned && <Label caps>{t("Announcement")}</Label>}
      {discussion.closed && <Label caps>{t("Closed")}</Label>}
    </>
  );
}

import type { DiscussionOptionsProps } from "@quorum/forum/contract";
import { DropDownItemButton, t } from "@quorum/core";
import type { ReactNode } from "react";
import { ideaOf } from "../../shared/ideaOf";
import { IdeaStatusForm } from "./IdeaStatusForm";

/** In `forumSlots.discussionOptions` of ideas, for holders of `ideation.moderate`: opens the status form. */
export default function IdeaStatusOption({ discussion, showModal }: DiscussionOptionsProps): ReactNode {
  const idea = ideaOf(discussion);
  if (!idea) return null;
  return (
    <DropDownItemButton onClick={() => showModal(<IdeaStatusForm discussionID={discussion.discussionID} idea={idea} onDone={() => showModal(null)} />)}>
      {t("Change Status")}
    </DropDownItemButton>
  );
}

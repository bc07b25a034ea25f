import type { Discussion } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import { FormModal, t, useApiClient, useMutation } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import { useCommitDiscussionChange } from "../useCommitDiscussionChange";
import { ChoiceList } from "./ChoiceList";
import * as styles from "./OptionsModal.css";
import type { OptionsModalProps } from "./OptionsModalProps";
import { pickFields } from "./pickFields";

type Placement = "none" | "category" | "recent";

/**
 * The 'Announce' dialog: where the discussion is pinned — nowhere, at the top of its category, or
 * also at the top of the recent discussions — saved as `PATCH /discussions/{id} {pinned, pinLocation}`.
 * The lists on screen reload, since announcements sort first.
 */
export default function AnnounceDiscussionModal({ discussion, isVisible, onClose }: OptionsModalProps): ReactNode {
  const api = useApiClient();
  const commit = useCommitDiscussionChange();
  const [placement, setPlacement] = useState<Placement>(() => (discussion.pinned ? (discussion.pinLocation ?? "category") : "none"));
  const announce = useMutation<Discussion, ApiError, Placement>({
    mutationFn: async (where) =>
      (await api.patch<Discussion>(`/discussions/${discussion.discussionID}`, where === "none" ? { pinned: false } : { pinned: true, pinLocation: where }))
        .data,
    onSuccess: (answer) => {
      commit(discussion.discussionID, pickFields(answer, ["pinned", "pinLocation"]), { refetch: true });
      onClose();
    },
  });
  const category = discussion.category?.name ?? t("its category");
  const choices: { value: Placement; label: string }[] = [
    { value: "none", label: t("Don't announce") },
    { value: "category", label: t("Announce in {category}", { category }) },
    { value: "recent", label: t("Announce in Recent Discussions and {category}", { category }) },
  ];
  return (
    <FormModal
      isVisible={isVisible}
      title={t("Announce")}
      submitLabel={t("Save")}
      onSubmit={() => announce.mutate(placement)}
      onCancel={onClose}
      isBusy={announce.isPending}
      error={announce.error}
    >
      <div className={styles.body}>
        <ChoiceList<Placement> label={t("Where to announce")} choices={choices} value={placement} onChange={setPlacement} />
      </div>
    </FormModal>
  );
}

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
import type { PostTypeDescriptor } from "../../../contract";

export interface ChangePostTypeModalProps extends OptionsModalProps {
  /** The kinds of post the discussion may become: the forum's own and the enabled add-ons'. */
  postTypes: readonly PostTypeDescriptor[];
}

/**
 * The 'Change Post Type' dialog: pick one of the post types the enabled add-ons register (or a
 * plain discussion) and `PUT /discussions/{id}/type {type}`. The page reloads its layout, since a
 * post type may have a layout of its own (Q&A's question page).
 */
export default function ChangePostTypeModal({ discussion, postTypes, isVisible, onClose }: ChangePostTypeModalProps): ReactNode {
  const api = useApiClient();
  const commit = useCommitDiscussionChange();
  const [type, setType] = useState(discussion.type);
  const change = useMutation<Discussion, ApiError, string>({
    mutationFn: async (next) => (await api.put<Discussion>(`/discussions/${discussion.discussionID}/type`, { type: next })).data,
    onSuccess: (answer) => {
      commit(discussion.discussionID, pickFields(answer, ["type", "statusID", "attributes"]), { refetch: true });
      onClose();
    },
  });
  return (
    <FormModal
      isVisible={isVisible}
      title={t("Change Post Type")}
      submitLabel={t("Save")}
      onSubmit={() => change.mutate(type)}
      onCancel={onClose}
      isBusy={change.isPending}
      submitDisabled={type === discussion.type}
      error={change.error}
    >
      <div className={styles.body}>
        <ChoiceList<string>
          label={t("Post Type")}
          choices={postTypes.map((postType) => ({ value: postType.type, label: t(postType.label) }))}
          value={type}
          onChange={setType}
        />
      </div>
    </FormModal>
  );
}

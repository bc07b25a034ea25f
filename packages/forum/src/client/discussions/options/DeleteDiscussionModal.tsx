import { categoryPath } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import { FormModal, t, useApiClient, useMutation, useNavigate, useQueryClient } from "@quorum/core";
import type { ReactNode } from "react";
import { toSitePath } from "../../routing/toSitePath";
import { removeFromStoredLists } from "../removeFromStoredLists";
import { failureText } from "../../feedback/failureText";
import type { OptionsModalProps } from "./OptionsModalProps";

/**
 * The 'Delete Discussion' confirmation (spec §2, §4): on confirm `DELETE /discussions/{id}`, the
 * discussion leaves every stored list and the browser goes to its category. A failure shows in
 * the dialog, which stays open.
 */
export default function DeleteDiscussionModal({ discussion, isVisible, onClose }: OptionsModalProps): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { discussionID } = discussion;
  const remove = useMutation<unknown, ApiError>({
    mutationFn: () => api.delete(`/discussions/${discussionID}`),
    onSuccess: () => {
      removeFromStoredLists(queryClient, discussionID);
      onClose();
      void navigate(discussion.category ? toSitePath(discussion.category.url) : categoryPath(discussion.categoryID));
    },
  });
  return (
    <FormModal
      isVisible={isVisible}
      title={t("Delete Discussion")}
      size="small"
      submitLabel={t("Delete")}
      onSubmit={() => remove.mutate()}
      onCancel={onClose}
      isBusy={remove.isPending}
      error={remove.error ? failureText(remove.error) : null}
    >
      <p>{t("Are you sure you want to delete this discussion?")}</p>
    </FormModal>
  );
}

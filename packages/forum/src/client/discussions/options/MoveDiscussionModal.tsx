import type { Category, Discussion } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import { ErrorMessage, FormField, FormModal, keepPreviousData, t, TextInput, useApiClient, useDebouncedValue, useMutation, useQuery } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import { useCommitDiscussionChange } from "../useCommitDiscussionChange";
import { ChoiceList } from "./ChoiceList";
import * as styles from "./OptionsModal.css";
import type { OptionsModalProps } from "./OptionsModalProps";
import { pickFields } from "./pickFields";

/** Spec §9: category suggestion debounce 100 ms, limit 50. */
const SEARCH_DEBOUNCE = 100;
const SEARCH_LIMIT = 50;

/**
 * The 'Move Post' dialog: find a category by name (`GET /categories/search`), pick it, and
 * `PATCH /discussions/{id} {categoryID}`. The lists on screen reload, since the discussion may
 * have left one.
 */
export default function MoveDiscussionModal({ discussion, isVisible, onClose }: OptionsModalProps): ReactNode {
  const api = useApiClient();
  const commit = useCommitDiscussionChange();
  const [text, setText] = useState("");
  const [categoryID, setCategoryID] = useState<number | null>(null);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE);
  const found = useQuery({
    queryKey: ["forum.categorySearch", query],
    queryFn: async ({ signal }) =>
      (await api.get<Category[]>("/categories/search", { params: { query, limit: SEARCH_LIMIT, expand: "breadcrumbs" }, signal })).data,
    enabled: isVisible,
    // The last answer stays while the next loads: the list does not blink at each keystroke.
    placeholderData: keepPreviousData,
  });
  const move = useMutation<Discussion, ApiError, number>({
    mutationFn: async (target) => (await api.patch<Discussion>(`/discussions/${discussion.discussionID}`, { categoryID: target })).data,
    onSuccess: (answer) => {
      commit(discussion.discussionID, pickFields(answer, ["categoryID", "category", "breadcrumbs"]), { refetch: true });
      onClose();
    },
  });
  // Headings only group other categories: nothing can be posted in them.
  const choices = (found.data ?? [])
    .filter((category) => category.displayAs !== "heading")
    .map((category) => ({
      value: category.categoryID,
      label: category.name,
      description:
        (category.breadcrumbs ?? [])
          .slice(1, -1)
          .map((crumb) => crumb.name)
          .join(" › ") || undefined,
    }));

  return (
    <FormModal
      isVisible={isVisible}
      title={t("Move Post")}
      submitLabel={t("Move")}
      onSubmit={() => categoryID !== null && move.mutate(categoryID)}
      onCancel={onClose}
      isBusy={move.isPending}
      submitDisabled={categoryID === null || categoryID === discussion.categoryID}
      error={move.error}
    >
      <div className={styles.body}>
        <FormField label={t("Find a category")}>
          <TextInput type="search" value={text} onChange={(event) => setText(event.target.value)} autoFocus />
        </FormField>
        {found.error ? (
          <ErrorMessage error={found.error} />
        ) : (
          <ChoiceList<number>
            label={t("Category")}
            choices={choices}
            value={categoryID}
            onChange={setCategoryID}
            empty={found.isSuccess ? t("No categories were found.") : null}
          />
        )}
      </div>
    </FormModal>
  );
}

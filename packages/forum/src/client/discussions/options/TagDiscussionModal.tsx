import type { Tag } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import {
  Checkbox,
  ErrorMessage,
  FormField,
  FormModal,
  keepPreviousData,
  t,
  TextInput,
  useApiClient,
  useDebouncedValue,
  useMutation,
  useQuery,
} from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import { useCommitDiscussionChange } from "../useCommitDiscussionChange";
import * as styles from "./OptionsModal.css";
import type { OptionsModalProps } from "./OptionsModalProps";

/** Spec §9: tag lookup debounce 100 ms. */
const SEARCH_DEBOUNCE = 100;

/**
 * The 'Tag' dialog: the discussion's tags (untick to remove), a search for more
 * (`GET /tags?query=`, tick to add), and Save: `PUT /discussions/{id}/tags {tagIDs}`. The page
 * reloads what it shows, since the tags also show outside the options menu.
 */
export default function TagDiscussionModal({ discussion, isVisible, onClose }: OptionsModalProps): ReactNode {
  const api = useApiClient();
  const commit = useCommitDiscussionChange();
  const [selected, setSelected] = useState<readonly Tag[]>(() => discussion.tags ?? []);
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE);
  const found = useQuery({
    queryKey: ["forum.tagSearch", query],
    queryFn: async ({ signal }) => (await api.get<Tag[]>("/tags", { params: { query }, signal })).data,
    enabled: isVisible && query !== "",
    // The last answer stays while the next loads: the list does not blink at each keystroke.
    placeholderData: keepPreviousData,
  });
  const save = useMutation<Tag[], ApiError, number[]>({
    mutationFn: async (tagIDs) => (await api.put<Tag[]>(`/discussions/${discussion.discussionID}/tags`, { tagIDs })).data,
    onSuccess: (tags) => {
      commit(discussion.discussionID, { tags }, { refetch: true });
      onClose();
    },
  });
  const isSelected = (tag: Tag) => selected.some((s) => s.tagID === tag.tagID);
  const toggle = (tag: Tag, on: boolean) => setSelected((current) => (on ? [...current, tag] : current.filter((s) => s.tagID !== tag.tagID)));
  const suggestions = query === "" ? [] : (found.data ?? []).filter((tag) => !isSelected(tag));

  return (
    <FormModal
      isVisible={isVisible}
      title={t("Tag")}
      submitLabel={t("Save")}
      onSubmit={() => save.mutate(selected.map((tag) => tag.tagID))}
      onCancel={onClose}
      isBusy={save.isPending}
      error={save.error}
    >
      <div className={styles.body}>
        {selected.length > 0 && (
          <div role="group" aria-label={t("Tags")} className={styles.choices}>
            {selected.map((tag) => (
              <Checkbox key={tag.tagID} label={tag.name} checked onChange={(on) => toggle(tag, on)} />
            ))}
          </div>
        )}
        <FormField label={t("Search tags")}>
          <TextInput type="search" value={text} onChange={(event) => setText(event.target.value)} autoFocus />
        </FormField>
        {found.error && query !== "" ? (
          <ErrorMessage error={found.error} />
        ) : (
          suggestions.length > 0 && (
            <div role="group" aria-label={t("Matching tags")} className={styles.choices}>
              {suggestions.map((tag) => (
                <Checkbox key={tag.tagID} label={tag.name} checked={false} onChange={(on) => toggle(tag, on)} />
              ))}
            </div>
          )
        )}
        {found.isSuccess && query !== "" && found.data.length === 0 && <p className={styles.empty}>{t("No tags were found.")}</p>}
      </div>
    </FormModal>
  );
}

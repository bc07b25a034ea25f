import type { Discussion, UserFragment } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import {
  Avatar,
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
import { ChoiceList } from "./ChoiceList";
import * as styles from "./OptionsModal.css";
import type { OptionsModalProps } from "./OptionsModalProps";
import { pickFields } from "./pickFields";

/** Spec §9: user suggestions debounce 50 ms, limit 50, ordered as mentions are. */
const SEARCH_DEBOUNCE = 50;
const SEARCH_LIMIT = 50;

/**
 * The 'Change Author' dialog: find a user by the start of their name
 * (`GET /users/by-names/?name=<typed>*&order=mention&limit=50`), pick them, and
 * `PATCH /discussions/{id} {insertUserID}`.
 */
export default function ChangeAuthorModal({ discussion, isVisible, onClose }: OptionsModalProps): ReactNode {
  const api = useApiClient();
  const commit = useCommitDiscussionChange();
  const [text, setText] = useState("");
  const [userID, setUserID] = useState<number | null>(null);
  const name = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE);
  const found = useQuery({
    queryKey: ["forum.userSearch", name],
    queryFn: async ({ signal }) =>
      (await api.get<UserFragment[]>("/users/by-names/", { params: { name: `${name}*`, order: "mention", limit: SEARCH_LIMIT }, signal })).data,
    enabled: isVisible && name !== "",
    // The last answer stays while the next loads: the list does not blink at each keystroke.
    placeholderData: keepPreviousData,
  });
  const change = useMutation<Discussion, ApiError, number>({
    mutationFn: async (insertUserID) => (await api.patch<Discussion>(`/discussions/${discussion.discussionID}`, { insertUserID })).data,
    onSuccess: (answer) => {
      commit(discussion.discussionID, pickFields(answer, ["insertUserID", "insertUser"]), { refetch: true });
      onClose();
    },
  });
  const choices =
    name === ""
      ? []
      : (found.data ?? []).map((user) => ({
          value: user.userID,
          label: (
            <span className={styles.user}>
              <Avatar photoUrl={user.photoUrl} name={user.name} size="xsmall" decorative />
              {user.name}
            </span>
          ),
        }));

  return (
    <FormModal
      isVisible={isVisible}
      title={t("Change Author")}
      submitLabel={t("Save")}
      onSubmit={() => userID !== null && change.mutate(userID)}
      onCancel={onClose}
      isBusy={change.isPending}
      submitDisabled={userID === null || userID === discussion.insertUserID}
      error={change.error}
    >
      <div className={styles.body}>
        <FormField label={t("Find a user")}>
          <TextInput type="search" value={text} onChange={(event) => setText(event.target.value)} autoFocus />
        </FormField>
        {found.error && name !== "" ? (
          <ErrorMessage error={found.error} />
        ) : (
          <ChoiceList<number>
            label={t("New author")}
            choices={choices}
            value={userID}
            onChange={setUserID}
            empty={found.isSuccess && name !== "" ? t("No users were found.") : null}
          />
        )}
      </div>
    </FormModal>
  );
}

import { FormModal, t, TextArea, useApiClient, useInvalidateLayouts, useMutation, useQuery } from "@quorum/core";
import type { ApiError } from "@quorum/core";
import type { ReactNode } from "react";
import { useId, useState } from "react";
import type { IdeaAttributes } from "../../shared/IdeaAttributes";
import { ideationQueries } from "../ideationQueries";

export interface IdeaStatusFormProps {
  discussionID: number;
  idea: IdeaAttributes;
  onDone(): void;
}

/**
 * The moderator's dialog: a status from the site's list and a note shown on the idea. Saving sends
 * `PATCH /discussions/{id}/idea-status` (the voters are notified), then reloads the page's layout.
 */
export function IdeaStatusForm({ discussionID, idea, onDone }: IdeaStatusFormProps): ReactNode {
  const api = useApiClient();
  const invalidateLayouts = useInvalidateLayouts();
  const statuses = useQuery(ideationQueries.statuses(api));
  const [statusID, setStatusID] = useState(idea.statusID);
  const [note, setNote] = useState(idea.statusNotes ?? "");
  const statusField = useId();
  const noteField = useId();
  const save = useMutation<IdeaAttributes, ApiError, void>({
    mutationFn: async () => (await api.patch<IdeaAttributes>(`/discussions/${discussionID}/idea-status`, { statusID, note })).data,
    onSuccess: async () => {
      await invalidateLayouts();
      onDone();
    },
  });
  return (
    <FormModal
      isVisible
      title={t("Change Status")}
      submitLabel={t("Save")}
      onSubmit={() => save.mutate()}
      onCancel={onDone}
      isBusy={save.isPending}
      error={save.error}
    >
      <p>
        <label htmlFor={statusField}>{t("Status")}</label>
        <br />
        <select id={statusField} value={statusID} onChange={(event) => setStatusID(Number(event.target.value))}>
          {(statuses.data ?? []).map((status) => (
            <option key={status.statusID} value={status.statusID}>
              {t(status.name)}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor={noteField}>{t("Note")}</label>
        <TextArea id={noteField} value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} />
      </p>
    </FormModal>
  );
}

import type { Collection, Discussion } from "@quorum/api";
import { Checkbox, ErrorMessage, FormModal, Loader, t, useApiClient, useMutation, useQuery, useQueryClient, useToast } from "@quorum/core";
import type { ApiError } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import * as styles from "./AddToCollectionModal.css";
import { collectionKeys } from "./collectionKeys";
import { NewCollectionForm } from "./NewCollectionForm";

export interface AddToCollectionModalProps {
  discussion: Discussion;
  isVisible: boolean;
  onClose(): void;
}

/** The most `GET /collections` answers in one call; sites curate a handful of collections. */
const COLLECTION_LIMIT = 100;

/**
 * 'Add to Collection' (spec §2): every collection with a checkbox, ticked where the discussion is
 * already in it; a new collection can be made by name (it starts with the discussion in it); Save
 * makes the discussion's collections exactly the ticked ones (`PUT /collections/by-resource`).
 */
export function AddToCollectionModal({ discussion, isVisible, onClose }: AddToCollectionModalProps): ReactNode {
  const [chosen, setChosen] = useState<ReadonlySet<number> | null>(null);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { addToast } = useToast();
  const { discussionID } = discussion;
  const record = { recordType: "discussion" as const, recordID: discussionID };

  const collections = useQuery({
    queryKey: collectionKeys.all,
    queryFn: async () => (await api.get<Collection[]>("/collections", { params: { limit: COLLECTION_LIMIT } })).data,
    enabled: isVisible,
  });
  const holding = useQuery({
    queryKey: collectionKeys.ofDiscussion(discussionID),
    queryFn: async () => (await api.get<Collection[]>("/collections/by-resource", { params: record })).data,
    enabled: isVisible,
  });
  // Until the member changes something, the ticks are where the discussion is now.
  const ticked: ReadonlySet<number> = chosen ?? new Set(holding.data?.map((collection) => collection.collectionID) ?? []);

  const save = useMutation<unknown, ApiError, number[]>({
    mutationFn: async (collectionIDs) => (await api.put<unknown>("/collections/by-resource", { record, collectionIDs })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
      void queryClient.invalidateQueries({ queryKey: collectionKeys.ofDiscussion(discussionID) });
      addToast({ body: t("Collections saved."), autoDismiss: true });
      close();
    },
  });

  function close(): void {
    setChosen(null);
    save.reset();
    onClose();
  }

  function tick(collectionID: number, on: boolean): void {
    const next = new Set(ticked);
    if (on) next.add(collectionID);
    else next.delete(collectionID);
    setChosen(next);
  }

  function created(collection: Collection): void {
    queryClient.setQueryData<Collection[]>(collectionKeys.all, (list) => [...(list ?? []), collection]);
    tick(collection.collectionID, true);
  }

  const loadError = collections.error ?? holding.error;
  const list = collections.data;
  const isLoading = !list || holding.isPending;
  return (
    <FormModal
      isVisible={isVisible}
      title={t("Add to Collection")}
      submitLabel={t("Save")}
      onSubmit={() => save.mutate([...ticked])}
      onCancel={close}
      isBusy={save.isPending}
      submitDisabled={isLoading || loadError !== null}
      error={save.error}
      // A form of its own: forms do not nest.
      after={loadError || isLoading ? null : <NewCollectionForm record={record} onCreated={created} />}
    >
      {loadError ? (
        <ErrorMessage error={loadError} />
      ) : isLoading ? (
        <Loader />
      ) : list.length === 0 ? (
        <p>{t("There are no collections yet.")}</p>
      ) : (
        <ul className={styles.list} aria-label={t("Collections")}>
          {list.map((collection) => (
            <li key={collection.collectionID}>
              <Checkbox label={collection.name} checked={ticked.has(collection.collectionID)} onChange={(on) => tick(collection.collectionID, on)} />
            </li>
          ))}
        </ul>
      )}
    </FormModal>
  );
}

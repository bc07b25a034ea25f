import type { Collection } from "@quorum/api";
import { Button, Checkbox, ErrorMessage, FormModal, Loader, t, useApiClient, useMutation, useQuery, useQueryClient, useToast } from "@quorum/core";
import { useState, type ReactNode } from "react";

/** The most `GET /collections` answers in one call; sites curate a handful of collections. */
const COLLECTION_LIMIT = 100;

/**
 * 'Add to Collection' for an article (record type `article`, spec §3's collections), for holders of
 * `community.manage`: every collection with a checkbox, ticked where the article already is; Save
 * makes its collections exactly the ticked ones (the forum's `PUT /collections/by-resource`).
 */
export function AddToCollection({ articleID }: { articleID: number }): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="standard" onClick={() => setOpen(true)}>
        {t("Add to Collection")}
      </Button>
      {open ? <CollectionsModal articleID={articleID} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CollectionsModal({ articleID, onClose }: { articleID: number; onClose(): void }): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { addToast } = useToast();
  const record = { recordType: "article" as const, recordID: articleID };
  const [chosen, setChosen] = useState<ReadonlySet<number> | null>(null);
  const collections = useQuery({
    queryKey: ["collections"],
    queryFn: async () => (await api.get<Collection[]>("/collections", { params: { limit: COLLECTION_LIMIT } })).data,
  });
  const holding = useQuery({
    queryKey: ["collections", "article", articleID],
    queryFn: async () => (await api.get<Collection[]>("/collections/by-resource", { params: record })).data,
  });
  // Until the editor changes something, the ticks are where the article is now.
  const ticked: ReadonlySet<number> = chosen ?? new Set(holding.data?.map((collection) => collection.collectionID) ?? []);
  const save = useMutation({
    mutationFn: async (collectionIDs: number[]) => (await api.put<Collection[]>("/collections/by-resource", { record, collectionIDs })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["collections"] });
      addToast({ body: t("Collections saved."), autoDismiss: true });
      onClose();
    },
  });
  const tick = (collectionID: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(collectionID);
    else next.delete(collectionID);
    setChosen(next);
  };
  const loadError = collections.error ?? holding.error;
  const list = collections.data;
  const loading = !list || holding.isPending;
  return (
    <FormModal
      isVisible
      title={t("Add to Collection")}
      submitLabel={t("Save")}
      onSubmit={() => save.mutate([...ticked])}
      onCancel={onClose}
      isBusy={save.isPending}
      submitDisabled={loading || loadError !== null}
      error={save.error}
    >
      {loadError ? (
        <ErrorMessage error={loadError} />
      ) : loading ? (
        <Loader />
      ) : list.length === 0 ? (
        <p>{t("There are no collections yet.")}</p>
      ) : (
        <ul aria-label={t("Collections")} style={{ listStyle: "none", padding: 0 }}>
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

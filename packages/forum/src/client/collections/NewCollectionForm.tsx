import type { Collection, CollectionRecordType } from "@quorum/api";
import { Button, FormField, TextInput, t, useApiClient, useMutation } from "@quorum/core";
import type { ApiError } from "@quorum/core";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { fieldErrorsOf } from "../forms/fieldErrorsOf";
import * as styles from "./AddToCollectionModal.css";

export interface NewCollectionFormProps {
  /** The record the new collection starts with. */
  record: { recordType: CollectionRecordType; recordID: number };
  onCreated(collection: Collection): void;
}

/** Makes a collection by name (`POST /collections`) holding `record`; the name is required. */
export function NewCollectionForm({ record, onCreated }: NewCollectionFormProps): ReactNode {
  const api = useApiClient();
  const [name, setName] = useState("");
  const create = useMutation<Collection, ApiError, string>({
    mutationFn: async (collectionName) => (await api.post<Collection>("/collections", { name: collectionName, records: [record] })).data,
    onSuccess: (collection) => {
      setName("");
      onCreated(collection);
    },
  });
  const isEmpty = name.trim() === "";
  const nameErrors = fieldErrorsOf(create.error, "name");

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (isEmpty || create.isPending) return;
    create.mutate(name.trim());
  }

  return (
    <form className={styles.create} onSubmit={submit} aria-label={t("New Collection")} noValidate>
      <FormField
        className={styles.createField}
        label={t("New collection name")}
        errors={nameErrors.length > 0 || !create.error ? nameErrors : [create.error.message]}
      >
        <TextInput name="name" value={name} maxLength={255} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <Button type="submit" busy={create.isPending} disabled={isEmpty}>
        {t("Create")}
      </Button>
    </form>
  );
}

import type { Category } from "@quorum/api";
import { ApiError, Button, ErrorMessage, FormField, t, TextInput, useApiClient, useMutation, useQueryClient } from "@quorum/core";
import { useState, type FormEvent, type ReactNode } from "react";
import type { Subcommunity } from "../../shared/Subcommunity";

export interface SubcommunityFormProps {
  /** The section edited; none: a new section. */
  section?: Subcommunity;
  categories: readonly Category[];
  onDone: () => void;
}

/** The fields the API's 422 names, each shown by its input; anything else shows above the buttons. */
const FIELDS = ["name", "folder", "categoryID", "locale", "description", "sort"] as const;

/**
 * Creates or edits a section (`POST` / `PATCH /subcommunities`): its name, folder, root category,
 * locale, description and order. The server checks everything (the folder's form, that it is free
 * and not an address the site uses): its refusal shows by the field it names.
 */
export function SubcommunityForm({ section, categories, onDone }: SubcommunityFormProps): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState(section?.name ?? "");
  const [folder, setFolder] = useState(section?.folder ?? "");
  const [categoryID, setCategoryID] = useState(String(section?.categoryID ?? ""));
  const [locale, setLocale] = useState(section?.locale ?? "en");
  const [description, setDescription] = useState(section?.description ?? "");
  const [sort, setSort] = useState(String(section?.sort ?? 0));
  const save = useMutation({
    mutationFn: async () => {
      const body = { name, folder, categoryID: Number(categoryID), locale, description, sort: Number(sort) };
      return section
        ? (await api.patch<Subcommunity>(`/subcommunities/${section.subcommunityID}`, body)).data
        : (await api.post<Subcommunity>("/subcommunities", body)).data;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["subcommunities"] });
      onDone();
    },
  });
  const error = save.error instanceof ApiError ? save.error : null;
  const errorsOf = (field: (typeof FIELDS)[number]) => error?.fieldErrors(field) ?? [];
  // A refusal that names none of the fields (403, a lost connection) shows as a whole.
  const general = save.error && !FIELDS.some((field) => errorsOf(field).length > 0) ? save.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const title = section ? t("Edit Subcommunity") : t("New Subcommunity");
  return (
    <form onSubmit={submit} aria-label={title} style={{ margin: "16px 0", maxWidth: 560 }}>
      <FormField label={t("Name")} errors={errorsOf("name")} required>
        <TextInput maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField label={t("Folder")} errors={errorsOf("folder")} required>
        <TextInput maxLength={50} value={folder} onChange={(event) => setFolder(event.target.value)} />
      </FormField>
      <FormField label={t("Root category")} errors={errorsOf("categoryID")} required>
        <select value={categoryID} onChange={(event) => setCategoryID(event.target.value)}>
          <option value="">{t("Choose a category")}</option>
          {categories.map((category) => (
            <option key={category.categoryID} value={category.categoryID}>
              {"\u00a0\u00a0".repeat(Math.max(0, category.depth - 1))}
              {category.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t("Locale")} errors={errorsOf("locale")}>
        <TextInput maxLength={20} value={locale} onChange={(event) => setLocale(event.target.value)} />
      </FormField>
      <FormField label={t("Description")} errors={errorsOf("description")}>
        <TextInput maxLength={500} value={description} onChange={(event) => setDescription(event.target.value)} />
      </FormField>
      <FormField label={t("Sort")} errors={errorsOf("sort")}>
        <TextInput type="number" min={-1000} max={1000} value={sort} onChange={(event) => setSort(event.target.value)} />
      </FormField>
      {general ? <ErrorMessage error={general} /> : null}
      <div style={{ display: "flex", gap: 8 }}>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t("Save")}
        </Button>
        <Button onClick={onDone}>{t("Cancel")}</Button>
      </div>
    </form>
  );
}

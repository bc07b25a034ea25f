import { Button, ErrorMessage, t, useApiClient, useMutation, useQueryClient, widgetStyles } from "@quorum/core";
import { useState, type FormEvent, type ReactNode } from "react";
import type { KnowledgeBase, KnowledgeCategory } from "../../shared/Knowledge";

/** Adds a category to a knowledge base (holders of `kb.manage`), at the top or under another. */
export function NewCategoryForm({ base, categories }: { base: KnowledgeBase; categories: readonly KnowledgeCategory[] }): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [parentID, setParentID] = useState("");
  const create = useMutation({
    mutationFn: async () =>
      (
        await api.post<KnowledgeCategory>("/knowledge-categories", {
          knowledgeBaseID: base.knowledgeBaseID,
          name,
          parentID: parentID ? Number(parentID) : null,
          sort: categories.length,
        })
      ).data,
    onSuccess: async () => {
      setName("");
      await queryClient.invalidateQueries({ queryKey: ["knowledge"] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} aria-label={t("New Category")} style={{ marginTop: 24 }}>
      <h2 className={widgetStyles.title}>{t("New Category")}</h2>
      <p>
        <label>
          {t("Name")} <input required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
        </label>{" "}
        <label>
          {t("Parent")}{" "}
          <select value={parentID} onChange={(event) => setParentID(event.target.value)}>
            <option value="">{t("None")}</option>
            {categories.map((category) => (
              <option key={category.knowledgeCategoryID} value={category.knowledgeCategoryID}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
      </p>
      {create.error ? <ErrorMessage error={create.error} /> : null}
      <Button type="submit" variant="primary" busy={create.isPending}>
        {t("Add Category")}
      </Button>
    </form>
  );
}

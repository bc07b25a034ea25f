import { Button, ErrorMessage, t, useApiClient, useMutation, useNavigate, widgetStyles } from "@quorum/core";
import { useState, type FormEvent, type ReactNode } from "react";
import type { KnowledgeBase, KnowledgeViewType } from "../../shared/Knowledge";

/** Starts a knowledge base (holders of `kb.manage`) and opens it. */
export function NewKnowledgeBaseForm(): ReactNode {
  const api = useApiClient();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [urlCode, setUrlCode] = useState("");
  const [description, setDescription] = useState("");
  const [viewType, setViewType] = useState<KnowledgeViewType>("help");
  const create = useMutation({
    mutationFn: async () => (await api.post<KnowledgeBase>("/knowledge-bases", { name, urlCode, description, viewType })).data,
    onSuccess: (base) => navigate(base.url),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} aria-label={t("New Knowledge Base")} style={{ marginTop: 24 }}>
      <h2 className={widgetStyles.title}>{t("New Knowledge Base")}</h2>
      <p>
        <label>
          {t("Name")} <input required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      </p>
      <p>
        <label>
          {t("URL Code")}{" "}
          <input required maxLength={64} pattern="[a-z0-9]+(-[a-z0-9]+)*" value={urlCode} onChange={(event) => setUrlCode(event.target.value)} />
        </label>
      </p>
      <p>
        <label>
          {t("Description")} <textarea maxLength={5000} value={description} onChange={(event) => setDescription(event.target.value)} />
        </label>
      </p>
      <p>
        <label>
          {t("Type")}{" "}
          <select value={viewType} onChange={(event) => setViewType(event.target.value === "guide" ? "guide" : "help")}>
            <option value="help">{t("Help Center")}</option>
            <option value="guide">{t("Guide")}</option>
          </select>
        </label>
      </p>
      {create.error ? <ErrorMessage error={create.error} /> : null}
      <Button type="submit" variant="primary" busy={create.isPending}>
        {t("Create Knowledge Base")}
      </Button>
    </form>
  );
}

import { Button, ErrorMessage, t, useApiClient, useMutation, useNavigate, widgetStyles } from "@quorum/core";
import { useState, type FormEvent, type ReactNode } from "react";
import type { Group, GroupPrivacy } from "../../shared/Group";
import { PRIVACY_LABELS } from "./PRIVACY_LABELS";

/** Starts a group (holders of `groups.add`); its creator leads it and lands on its page. */
export function NewGroupForm(): ReactNode {
  const api = useApiClient();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [privacy, setPrivacy] = useState<GroupPrivacy>("public");
  const create = useMutation({
    mutationFn: async () => (await api.post<Group>("/groups", { name, description, privacy })).data,
    onSuccess: (group) => navigate(group.url),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} aria-label={t("New Group")} style={{ marginTop: 24 }}>
      <h2 className={widgetStyles.title}>{t("New Group")}</h2>
      <p>
        <label>
          {t("Name")} <input required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      </p>
      <p>
        <label>
          {t("Description")} <textarea maxLength={5000} value={description} onChange={(event) => setDescription(event.target.value)} />
        </label>
      </p>
      <p>
        <label>
          {t("Privacy")}{" "}
          <select value={privacy} onChange={(event) => setPrivacy(event.target.value as GroupPrivacy)}>
            {(Object.keys(PRIVACY_LABELS) as GroupPrivacy[]).map((key) => (
              <option key={key} value={key}>
                {t(PRIVACY_LABELS[key])}
              </option>
            ))}
          </select>
        </label>
      </p>
      {create.error ? <ErrorMessage error={create.error} /> : null}
      <Button type="submit" variant="primary" busy={create.isPending}>
        {t("Create Group")}
      </Button>
    </form>
  );
}

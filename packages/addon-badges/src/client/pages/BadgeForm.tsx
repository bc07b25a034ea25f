import { Button, ErrorMessage, t, useApiClient, useMutation, useQueryClient } from "@quorum/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { BADGE_ICONS, type Badge, type BadgeIcon } from "../../shared/Badge";

/** Creates a badge (no `badge`) or edits one: name, description, icon of the fixed set, points, requestable. */
export function BadgeForm({ badge, onDone }: { badge?: Badge; onDone?: () => void }): ReactNode {
  const api = useApiClient();
  const queries = useQueryClient();
  const [name, setName] = useState(badge?.name ?? "");
  const [description, setDescription] = useState(badge?.description ?? "");
  const [icon, setIcon] = useState<BadgeIcon>(badge?.icon ?? "star");
  const [points, setPoints] = useState(String(badge?.points ?? 10));
  const [requestable, setRequestable] = useState(badge?.requestable ?? false);
  const automatic = badge?.rule != null;
  const save = useMutation({
    mutationFn: async () => {
      const body = { name, description, icon, points: Number(points), ...(automatic ? {} : { requestable }) };
      return badge ? (await api.patch<Badge>(`/badges/${badge.badgeID}`, body)).data : (await api.post<Badge>("/badges", body)).data;
    },
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: ["badges"] });
      if (!badge) {
        setName("");
        setDescription("");
      }
      onDone?.();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const title = badge ? t("Edit {name}", { name: badge.name }) : t("New Badge");
  return (
    <form onSubmit={submit} aria-label={title} style={{ display: "grid", gap: 8, maxWidth: 480, margin: "12px 0" }}>
      <label>
        {t("Name")} <input required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        {t("Description")} <textarea maxLength={500} value={description} onChange={(event) => setDescription(event.target.value)} />
      </label>
      <label>
        {t("Icon")}{" "}
        <select value={icon} onChange={(event) => setIcon(event.target.value as BadgeIcon)}>
          {BADGE_ICONS.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("Points")} <input type="number" min={0} max={10000} required value={points} onChange={(event) => setPoints(event.target.value)} />
      </label>
      {automatic ? null : (
        <label>
          <input type="checkbox" checked={requestable} onChange={(event) => setRequestable(event.target.checked)} /> {t("Members may request it")}
        </label>
      )}
      {save.error ? <ErrorMessage error={save.error} /> : null}
      <div>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t("Save")}
        </Button>
      </div>
    </form>
  );
}

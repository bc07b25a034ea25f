import { Button, ErrorMessage, t, uploadMedia, useApiClient, useMutation, useQueryClient } from "@quorum/core";
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { BADGE_ICONS, isUploadedIcon, type Badge, type BadgeIconValue } from "../../shared/Badge";
import { BadgeIcon } from "../BadgeIcon";

/** The images the upload offers: those a browser shows and the server accepts as an icon. */
const IMAGE_ACCEPT = ".png,.jpg,.jpeg,.gif,.webp";

/**
 * Creates a badge (no `badge`) or edits one: name, description, icon (a glyph of the set, or an
 * image uploaded at once through the media API), points, requestable.
 */
export function BadgeForm({ badge, onDone }: { badge?: Badge; onDone?: () => void }): ReactNode {
  const api = useApiClient();
  const queries = useQueryClient();
  const [name, setName] = useState(badge?.name ?? "");
  const [description, setDescription] = useState(badge?.description ?? "");
  const [icon, setIcon] = useState<BadgeIconValue>(badge?.icon ?? "star");
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const problemID = useId();
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
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    setUploadProblem(null);
    try {
      const { url } = await uploadMedia(file);
      // The media API hands out site-relative upload addresses, which the badge stores as is.
      if (isUploadedIcon(url)) setIcon(url);
      else setUploadProblem(t("Something went wrong."));
    } catch (error) {
      setUploadProblem(error instanceof Error ? error.message : t("Something went wrong."));
    } finally {
      setUploading(false);
      input.value = "";
    }
  };
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
      <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 }} aria-busy={uploading || undefined}>
        <BadgeIcon icon={icon} size={32} />
        <label>
          {t("Icon")}{" "}
          <select value={icon} onChange={(event) => setIcon(event.target.value as BadgeIconValue)}>
            {BADGE_ICONS.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
            {isUploadedIcon(icon) ? <option value={icon}>{t("Uploaded image")}</option> : null}
          </select>
        </label>
        <label>
          {t("Upload an image")}{" "}
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={uploading}
            aria-invalid={uploadProblem ? true : undefined}
            aria-describedby={uploadProblem ? problemID : undefined}
            onChange={(event) => void choose(event)}
          />
        </label>
        {uploading ? <span>{t("Uploading…")}</span> : null}
        {uploadProblem ? (
          <p id={problemID} role="alert" style={{ margin: 0 }}>
            {uploadProblem}
          </p>
        ) : null}
      </div>
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
        <Button type="submit" variant="primary" busy={save.isPending} disabled={uploading}>
          {t("Save")}
        </Button>
      </div>
    </form>
  );
}

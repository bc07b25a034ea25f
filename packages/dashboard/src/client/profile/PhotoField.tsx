import { Avatar, Button, t, uploadMedia, useSiteConfig } from "@quorum/core";
import { useId, useState } from "react";
import type { ChangeEvent, ReactNode } from "react";
import { PHOTO_EXTENSIONS, photoUploadProblem } from "../accounts/photoUploadProblem";
import * as styles from "./ProfileEditPage.css";

export interface PhotoFieldProps {
  name: string;
  /** The photo's address as stored: "" for none. */
  photoUrl: string;
  onChange(photoUrl: string): void;
  /** The server's errors for `photoUrl` after a save. */
  errors: readonly string[];
}

/**
 * The profile photo: the current one, a file input that uploads the chosen image through the
 * media API at once (checked first against the site's size and type rules, spec §5), and Remove.
 * The new address is saved with the rest of the form.
 */
export function PhotoField({ name, photoUrl, onChange, errors }: PhotoFieldProps): ReactNode {
  const config = useSiteConfig();
  const inputID = useId();
  const problemID = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const messages = problem ? [problem, ...errors] : errors;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const refused = photoUploadProblem(file, config);
    setProblem(refused);
    if (refused) {
      input.value = "";
      return;
    }
    setUploading(true);
    try {
      onChange((await uploadMedia(file)).url);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t("Something went wrong."));
    } finally {
      setUploading(false);
      input.value = "";
    }
  };

  return (
    <fieldset className={styles.photo} aria-busy={uploading || undefined}>
      <legend>{t("Photo")}</legend>
      <Avatar photoUrl={photoUrl || null} name={name} size="large" />
      <div className={styles.photoControls}>
        <label htmlFor={inputID}>{t("Upload a new photo")}</label>
        <input
          id={inputID}
          type="file"
          accept={PHOTO_EXTENSIONS.map((extension) => `.${extension}`).join(",")}
          disabled={uploading}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={messages.length > 0 ? problemID : undefined}
          onChange={(event) => void choose(event)}
        />
        {uploading && <p className={styles.hint}>{t("Uploading…")}</p>}
        {photoUrl !== "" && (
          <Button onClick={() => onChange("")} disabled={uploading}>
            {t("Remove photo")}
          </Button>
        )}
        {messages.length > 0 && (
          <p id={problemID} className={styles.problem} role="alert">
            {messages.join(" ")}
          </p>
        )}
      </div>
    </fieldset>
  );
}

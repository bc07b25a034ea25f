import { t } from "@quorum/core";
import { useId } from "react";
import type { ReactNode } from "react";
import * as styles from "./PostTypeChooser.css";
import type { PostTypeDescriptor } from "../../contract";

export interface PostTypeChooserProps {
  postTypes: readonly PostTypeDescriptor[];
  value: string;
  onChange(type: string): void;
}

/** The kind of post being written, one of the enabled post types in their order (nothing to choose with one). */
export function PostTypeChooser({ postTypes, value, onChange }: PostTypeChooserProps): ReactNode {
  const name = useId();
  if (postTypes.length < 2) return null;
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t("Post Type")}</legend>
      {postTypes.map((postType) => (
        <label key={postType.type} className={styles.choice}>
          <input type="radio" name={name} value={postType.type} checked={value === postType.type} onChange={() => onChange(postType.type)} />
          {t(postType.label)}
        </label>
      ))}
    </fieldset>
  );
}

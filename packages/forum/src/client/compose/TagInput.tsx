import type { Tag } from "@quorum/api";
import { keepPreviousData, t, TextInput, useApiClient, useDebouncedValue, useQuery } from "@quorum/core";
import { useId, useState } from "react";
import type { KeyboardEvent, ReactNode } from "react";
import * as styles from "./TagInput.css";

/** Spec §9: the tag lookup waits 100 ms after typing. */
const TAG_LOOKUP_DEBOUNCE = 100;

export type ChosenTag = Pick<Tag, "tagID" | "name">;

export interface TagInputValue {
  /** Existing tags chosen. */
  tags: readonly ChosenTag[];
  /** Typed names no tag has yet: created when the post is. */
  newTagNames: readonly string[];
}

export interface TagInputProps {
  value: TagInputValue;
  onChange(value: TagInputValue): void;
}

/**
 * The post form's tags: typing looks existing tags up (`GET /tags?query=`, 100 ms after the last
 * key) to pick from; Enter or a comma adds what was typed, as the existing tag of that name or
 * else as a new tag name. Each chosen tag has a remove button.
 */
export function TagInput({ value, onChange }: TagInputProps): ReactNode {
  const api = useApiClient();
  const inputID = useId();
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), TAG_LOOKUP_DEBOUNCE);
  const lookup = useQuery({
    queryKey: ["tags", "lookup", query],
    queryFn: async ({ signal }) => (await api.get<Tag[]>("/tags", { params: { query }, signal })).data,
    enabled: query !== "",
    placeholderData: keepPreviousData,
  });
  const chosenIDs = new Set(value.tags.map((tag) => tag.tagID));
  const suggestions = text.trim() === "" ? [] : (lookup.data ?? []).filter((tag) => !chosenIDs.has(tag.tagID));

  function addTag(tag: ChosenTag): void {
    if (!chosenIDs.has(tag.tagID)) onChange({ ...value, tags: [...value.tags, { tagID: tag.tagID, name: tag.name }] });
    setText("");
  }

  function addTyped(): void {
    const name = text.trim().replace(/\s+/g, " ");
    if (name === "") return;
    const key = name.toLowerCase();
    // Only a lookup answered for what is typed now can say whether the tag exists.
    const existing = query === text.trim() ? lookup.data?.find((tag) => tag.name.toLowerCase() === key) : undefined;
    if (existing) return addTag(existing);
    const known = value.tags.some((tag) => tag.name.toLowerCase() === key) || value.newTagNames.some((typed) => typed.toLowerCase() === key);
    if (!known) onChange({ ...value, newTagNames: [...value.newTagNames, name] });
    setText("");
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      addTyped();
    } else if (event.key === "Backspace" && text === "" && (value.newTagNames.length > 0 || value.tags.length > 0)) {
      // Backspace in the empty box takes the last tag back, as tag inputs do.
      if (value.newTagNames.length > 0) onChange({ ...value, newTagNames: value.newTagNames.slice(0, -1) });
      else onChange({ ...value, tags: value.tags.slice(0, -1) });
    }
  }

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputID}>
        {t("Tags")}
      </label>
      {(value.tags.length > 0 || value.newTagNames.length > 0) && (
        <ul className={styles.chosen} aria-label={t("Chosen tags")}>
          {value.tags.map((tag) => (
            <li key={`tag-${tag.tagID}`} className={styles.tag}>
              {tag.name}
              <button
                type="button"
                className={styles.remove}
                aria-label={t("Remove {name}", { name: tag.name })}
                onClick={() => onChange({ ...value, tags: value.tags.filter((chosen) => chosen.tagID !== tag.tagID) })}
              >
                ×
              </button>
            </li>
          ))}
          {value.newTagNames.map((name) => (
            <li key={`new-${name}`} className={styles.tag}>
              {name}
              <button
                type="button"
                className={styles.remove}
                aria-label={t("Remove {name}", { name })}
                onClick={() => onChange({ ...value, newTagNames: value.newTagNames.filter((typed) => typed !== name) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <TextInput
        id={inputID}
        autoComplete="off"
        placeholder={t("Type a tag, then Enter")}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={keyDown}
        onBlur={addTyped}
      />
      {suggestions.length > 0 && (
        <ul className={styles.suggestions} aria-label={t("Matching tags")}>
          {suggestions.map((tag) => (
            <li key={tag.tagID}>
              {/* Pressed before the box's blur adds the typed text: the click keeps the existing tag. */}
              <button type="button" className={styles.suggestion} onMouseDown={(event) => event.preventDefault()} onClick={() => addTag(tag)}>
                {tag.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

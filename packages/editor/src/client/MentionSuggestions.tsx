import type { UserFragment } from "@quorum/api";
import { Avatar, t } from "@quorum/core";
import type { CSSProperties, ReactNode } from "react";
import * as styles from "./RichEditor.css";

export interface MentionSuggestionsProps {
  id: string;
  users: UserFragment[];
  activeIndex: number;
  /** Where to show the list, under the `@name` being typed. */
  position: CSSProperties;
  onChoose(user: UserFragment): void;
}

/** The DOM id of a suggestion (spec §3 "Mention suggestion: user plus domID"), for aria-activedescendant. */
export function suggestionDomID(listID: string, user: Pick<UserFragment, "userID">): string {
  return `${listID}-user-${user.userID}`;
}

/** The list of users matching the `@name` being typed; the editor keeps focus and drives it with the keys. */
export function MentionSuggestions({ id, users, activeIndex, position, onChoose }: MentionSuggestionsProps): ReactNode {
  return (
    <ul id={id} role="listbox" aria-label={t("Mention suggestions")} className={styles.suggestions} style={position}>
      {users.map((user, index) => (
        <li
          key={user.userID}
          id={suggestionDomID(id, user)}
          role="option"
          aria-selected={index === activeIndex}
          className={styles.suggestion}
          // Chosen on press, before the editor loses its selection to the click.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(user);
          }}
        >
          <Avatar photoUrl={user.photoUrl} name={user.name} size="xsmall" decorative />
          <span>{user.name}</span>
        </li>
      ))}
    </ul>
  );
}

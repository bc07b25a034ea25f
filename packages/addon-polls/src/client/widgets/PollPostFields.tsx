import { t } from "@quorum/core";
import type { PostTypeFieldsProps } from "@quorum/forum/contract";
import { useState } from "react";
import type { ReactNode } from "react";
import { EMPTY_POLL, PollFieldset, pollDraftOf, pollFieldsOf, type PollDraft } from "./PollFieldset";
import { pollStyles as styles } from "./pollStyles";

/**
 * The poll's fields in the forum's post form ('New Poll'): the form sends the discussion and these
 * in one request (`POST /polls` with `discussion`), so a poll is never posted without its question.
 * The form keeps what they hand over in its draft; a resumed draft starts them from it (`initial`).
 */
export default function PollPostFields({ onChange, error, initial }: PostTypeFieldsProps): ReactNode {
  const [draft, setDraft] = useState<PollDraft>(() => (initial ? pollDraftOf(initial) : EMPTY_POLL));
  const change = (next: PollDraft): void => {
    setDraft(next);
    onChange(pollFieldsOf(next));
  };
  return (
    <section style={styles.box} aria-label={t("Poll")}>
      <PollFieldset value={draft} onChange={change} error={error} />
    </section>
  );
}

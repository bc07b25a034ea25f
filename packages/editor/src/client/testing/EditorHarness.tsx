import type { UserFragment } from "@quorum/api";
import { useApiClient } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import { mediaUploader } from "../mediaUploader";
import RichEditor from "../RichEditor";
import type { MentionLookup } from "../useMentionSuggestions";
import { MENTION_LIMIT } from "../mentionLimits";

/**
 * Test code only: the editor in a form's place, showing the JSON the form would post. It is given
 * what a hosting feature gives it: a mention lookup (`GET /users/by-names/`, as the forum's) and an
 * uploader (`POST /media`) — unless `bare`, as a feature that gives neither.
 */
export function EditorHarness({ initial = "", bare = false }: { initial?: string; bare?: boolean }): ReactNode {
  const [value, setValue] = useState(initial);
  const mentions = useUsersByName();
  const [upload] = useState(() => mediaUploader("/media"));
  return (
    <>
      <RichEditor value={value} onChange={setValue} aria-label="Body" {...(bare ? {} : { mentions, upload })} />
      <pre data-testid="json">{value}</pre>
      <button type="button" onClick={() => setValue("")}>
        Reset
      </button>
    </>
  );
}

/** A mention lookup against `GET /users/by-names/` through the app's API client. */
export function useUsersByName(): MentionLookup {
  const api = useApiClient();
  return async (search, signal) =>
    (await api.get<UserFragment[]>("/users/by-names/", { params: { name: `${search}*`, order: "mention", limit: MENTION_LIMIT }, signal })).data;
}

/** The document the harness shows, parsed. */
export function postedDocument(output: HTMLElement): unknown {
  return JSON.parse(output.textContent ?? "");
}

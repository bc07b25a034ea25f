import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from "@quorum/api";
import type { MediaItem } from "@quorum/api";
import { t } from "@quorum/core";

/** `fetch`'s shape, for tests to answer uploads. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * `POST url` with the file in the multipart field `file` (spec §7), answering the `MediaItem`.
 * Sent with fetch, not the app's API client: that client sends JSON only, and a multipart body
 * needs the browser to write its own content type and boundary. Fails with the server's message
 * for the file (the spec's upload texts), or the generic ones of spec §8.
 */
export async function uploadMedia(file: File, url: string, send: Fetch): Promise<MediaItem> {
  const form = new FormData();
  form.append("file", file, file.name);
  let response: Response;
  let body: unknown;
  try {
    response = await send(url, {
      method: "POST",
      body: form,
      credentials: "same-origin",
      headers: { accept: "application/json", [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
    });
    const text = await response.text();
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    throw new Error(t("Something went wrong while contacting the server."));
  }
  if (!response.ok) throw new Error(failureMessage(body));
  return body as MediaItem;
}

function failureMessage(body: unknown): string {
  if (typeof body !== "object" || body === null) return t("Something went wrong.");
  const { message, errors } = body as { message?: unknown; errors?: Record<string, Array<{ message?: unknown }>> };
  // The field's own message ("The uploaded file was too big ...") says more than "Validation failed".
  const fieldMessage = errors?.file?.[0]?.message;
  if (typeof fieldMessage === "string" && fieldMessage) return fieldMessage;
  return typeof message === "string" && message ? message : t("Something went wrong.");
}

import { API_BASE, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE, type MediaItem } from "@quorum/api";
import { t } from "@quorum/core";

/**
 * Uploads a photo through the media API (`POST /media`, multipart field `file`, spec §7) and
 * answers its site-relative address. By `fetch`: the app's API client sends JSON only, and a
 * multipart body needs the browser's own content type and boundary. Fails with the server's
 * message for the file (the spec's upload texts), else the generic texts of spec §8.
 */
export async function uploadPhoto(file: File, send: typeof fetch = fetch): Promise<string> {
  const form = new FormData();
  form.append("file", file, file.name);
  let response: Response;
  let body: unknown;
  try {
    response = await send(`${API_BASE}/media`, {
      method: "POST",
      body: form,
      credentials: "same-origin",
      headers: { accept: "application/json", [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
    });
    body = (await response.json()) as unknown;
  } catch {
    throw new Error(t("Something went wrong while contacting the server."));
  }
  if (!response.ok) {
    const { message, errors } = (body ?? {}) as { message?: string; errors?: Record<string, Array<{ message?: string }>> };
    throw new Error(errors?.file?.[0]?.message ?? message ?? t("Something went wrong."));
  }
  return (body as MediaItem).url;
}

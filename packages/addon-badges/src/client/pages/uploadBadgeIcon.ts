import { API_BASE, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE, type MediaItem } from "@quorum/api";
import { t } from "@quorum/core";

/**
 * Uploads an image for a badge's icon through the forum's media API (`POST /media`, multipart
 * field `file`, as the editor and the profile photo do) and answers its address. By `fetch`: the
 * app's API client sends JSON only. Fails with the server's message for the file (the upload
 * rules' texts), else the generic texts.
 */
export async function uploadBadgeIcon(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file, file.name);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${API_BASE}/media`, {
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
    throw new Error(errors?.["file"]?.[0]?.message ?? message ?? t("Something went wrong."));
  }
  return (body as MediaItem).url;
}

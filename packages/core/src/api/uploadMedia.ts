import { API_BASE, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from "@quorum/api";
import type { MediaItem } from "@quorum/api";
import { t } from "../i18n/t";
import { ApiError } from "./ApiError";
import type { FetchFunction } from "./createApiClient";
import { toApiError } from "./toApiError";

export interface UploadMediaOptions {
  /** Called with `baseUrl` + `path`; the browser's fetch by default. */
  fetch?: FetchFunction;
  /** The API's base, `/api/v2` by default. */
  baseUrl?: string;
  /** The upload route under the base, `/media` (the forum's media API) by default. */
  path?: string;
  signal?: AbortSignal;
}

/**
 * Stores a file through the media API: `POST /media` with the file in the multipart field `file`
 * (spec §7), with the API client's `X-Requested-With` header and same-origin cookies, answering the
 * `MediaItem` the server made. Not through `createApiClient`, which sends JSON only: a multipart
 * body needs the browser to write its own content type and boundary. Fails as the client does, with
 * an `ApiError` (spec §8): the server's message for the file (the upload rules' texts), else the
 * generic texts. Its own module, so only the chunks of the forms that upload carry it.
 */
export async function uploadMedia(file: File, options: UploadMediaOptions = {}): Promise<MediaItem> {
  // Called detached: a browser's fetch throws "Illegal invocation" when `this` is another object.
  const send: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const form = new FormData();
  form.append("file", file, file.name);
  const init: RequestInit = {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: { accept: "application/json", [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
  };
  if (options.signal) init.signal = options.signal;
  let response: Response;
  let body: unknown;
  try {
    const path = (options.path ?? "/media").replace(/^\/*/, "/");
    response = await send(`${(options.baseUrl ?? API_BASE).replace(/\/+$/, "")}${path}`, init);
    const text = await response.text();
    body = text ? parseOrText(text) : undefined;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError({ message: t("Something went wrong while contacting the server."), status: 0 });
  }
  if (!response.ok) throw toApiError(response.status, body, response.headers.get("content-type") ?? "");
  return body as MediaItem;
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

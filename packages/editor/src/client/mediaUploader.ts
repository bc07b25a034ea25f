import type { MediaItem } from "@quorum/api";
import type { FetchFunction } from "@quorum/core";

/** Stores a file the writer added and answers its media record. The hosting feature supplies it. */
export type MediaUploader = (file: File) => Promise<MediaItem>;

/**
 * An uploader that sends `POST <path>` under the API base (the forum's is `/media`) with the file
 * in the multipart field `file` (spec §7), answering the `MediaItem` the server created: core's
 * `uploadMedia`. Forms make one when they render, readers included, so the sending code is
 * fetched at the first upload.
 */
export function mediaUploader(path: string, send?: FetchFunction): MediaUploader {
  return async (file) => (await import("./uploadMedia")).uploadMedia(file, { path, ...(send ? { fetch: send } : {}) });
}

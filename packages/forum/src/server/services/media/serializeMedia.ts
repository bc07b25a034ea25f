import type { MediaItem } from "@quorum/api";
import type { Selectable } from "kysely";
import type { ForumDatabase } from "../../db/ForumTables";
import type { MediaStorage } from "@quorum/server";

/** A media row as the API answers it (Vanilla's media item). */
export function serializeMedia(row: Selectable<ForumDatabase["media"]>, storage: MediaStorage): MediaItem {
  return {
    mediaID: row.mediaID,
    url: storage.url(row.storageKey),
    name: row.name,
    type: row.type,
    size: row.size,
    width: row.width,
    height: row.height,
    dateInserted: row.dateInserted.toISOString(),
    insertUserID: row.insertUserID,
    foreignType: row.foreignType,
    foreignID: row.foreignID,
  };
}

import { randomBytes } from "node:crypto";

/** The shape of every storage key: `yyyy/mm/<32 hex>.<ext>`. Anything else is not a stored file. */
export const STORAGE_KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,10}$/;

/**
 * A new key for an upload: unguessable (the URL is the only way to a file), grouped by month so
 * no directory grows without bound, and keeping the extension the file is served by.
 */
export function storageKey(extension: string, now = new Date()): string {
  if (!/^[a-z0-9]{1,10}$/.test(extension)) throw new Error(`Not a storable extension: ${extension}`);
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString("hex")}.${extension}`;
}

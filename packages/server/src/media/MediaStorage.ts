import type { Readable } from "node:stream";

/** A stored file opened for reading. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded bytes live, behind one interface so a site can move them to object storage
 * (S3-compatible) without touching the upload route. Keys are the server's own
 * (`2026/11/<random>.png`), never a user's file name.
 */
export interface MediaStorage {
  /** Writes a new file; never replaces an existing one. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Opens a file for reading, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** The URL the file is served at (site-relative for local storage). */
  url(key: string): string;
}

import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { MediaStorage, StoredFile } from "./MediaStorage";
import { STORAGE_KEY_PATTERN } from "./storageKey";

/** Files in a directory of this machine, served by the site at `publicPath` (default `/uploads`). */
export class LocalDirectoryStorage implements MediaStorage {
  constructor(
    readonly root: string,
    private readonly publicPath = "/uploads",
  ) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes, { flag: "wx" });
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!STORAGE_KEY_PATTERN.test(key)) return null;
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    return `${this.publicPath}/${key}`;
  }

  // The key pattern (digits, hex, one dot) is what keeps every path inside the root.
  private pathOf(key: string): string {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
    return join(this.root, ...key.split("/"));
  }
}

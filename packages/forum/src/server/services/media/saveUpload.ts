import { checkUpload, fileExtension, uploadRules, type MediaItem } from "@quorum/api";
import { mediaType, readImageInfo, storageKey, uploadName, validationError, type MediaStorage } from "@quorum/server";
import type { ServiceContext } from "../ServiceContext";
import { requireUploader } from "./requireUploader";
import { serializeMedia } from "./serializeMedia";

/** A file as received: the name the browser sent and its bytes. */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/**
 * `POST /media`: checks an upload against the site's rules (spec §5 texts, 422 on `file`), makes
 * sure a file named as an image is that image (its bytes, not its name or the browser's word),
 * stores it under a key of the server's own and records it. The type served is the extension's,
 * so a file is never served as something it was not checked to be.
 */
export async function saveUpload(ctx: ServiceContext, storage: MediaStorage, file: UploadedFile): Promise<MediaItem> {
  requireUploader(ctx.viewer);
  const name = uploadName(file.filename);
  const problem = checkUpload({ name, size: file.bytes.length }, uploadRules(await ctx.config()));
  if (problem) throw validationError("file", problem, "invalid");
  const extension = fileExtension(name);
  const type = mediaType(extension);
  let size: { width: number; height: number } | null = null;
  if (type.image) {
    const image = readImageInfo(file.bytes);
    if (!image || image.format !== type.image) throw validationError("file", `The uploaded file is not a valid ${extension} image.`, "invalidContent");
    size = { width: image.width, height: image.height };
  }

  const key = storageKey(extension);
  await storage.put(key, file.bytes);
  try {
    const row = await ctx.db
      .insertInto("media")
      .values({
        storageKey: key,
        name,
        type: type.type,
        size: file.bytes.length,
        width: size?.width ?? null,
        height: size?.height ?? null,
        // As Vanilla: an editor upload belongs to its uploader until a post claims it.
        foreignType: "embed",
        foreignID: ctx.viewer.user.userID,
        insertUserID: ctx.viewer.user.userID,
        dateInserted: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return serializeMedia(row, storage);
  } catch (error) {
    // No file without its record.
    await storage.delete(key);
    throw error;
  }
}

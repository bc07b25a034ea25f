import multipart from "@fastify/multipart";
import { checkUpload, uploadRules } from "@quorum/api";
import { HttpError, uploadName, validationError, type MediaStorage } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { requireUploader } from "../services/media/requireUploader";
import { saveUpload } from "../services/media/saveUpload";
import { serviceContext } from "./serviceContext";

/**
 * A body the multipart parser gave up on (no boundary, cut off, a broken part header) is the
 * client's fault: 400, not the 500 of an unexpected error. The parser's own 4xx (too many parts,
 * not multipart) keep their status and message.
 */
function malformed(error: unknown): never {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) throw error;
  throw new HttpError(400, "The upload could not be read: the multipart body is malformed.");
}

/**
 * `POST /media` (spec §7): one file in the multipart field `file`. Multipart parsing is
 * registered for this route only; the size limit is the site's current `media.maxSize`, applied
 * while the bytes arrive, so an oversized upload is cut off rather than read whole.
 */
export function mediaRoutes(app: FastifyInstance, storage: MediaStorage): void {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 10, parts: 20, fieldNameSize: 100, headerPairs: 100 } });

    scope.post("/media", async (request, reply) => {
      const ctx = serviceContext(request);
      // Before reading a byte of the body: a guest's upload is refused, not received.
      requireUploader(ctx.viewer);
      if (!request.isMultipart()) throw validationError("file", "file is required.", "missingField");
      const rules = uploadRules(await ctx.config());
      const part = await request.file({ limits: { fileSize: rules.maxSize, files: 1, fields: 10, parts: 20 } }).catch(malformed);
      if (!part || part.fieldname !== "file") throw validationError("file", "file is required.", "missingField");
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError) {
          // Whatever its real size, it is over the limit: the check answers the spec's text for that.
          throw validationError("file", checkUpload({ name: uploadName(part.filename), size: Number.POSITIVE_INFINITY }, rules) ?? "", "tooLarge");
        }
        return malformed(error);
      }
      const media = await saveUpload(ctx, storage, { filename: part.filename, bytes });
      return reply.code(201).send(media);
    });
  });
}

import { formatFileSize } from "./formatFileSize";

/** The settings an upload is checked against (`media.maxSize`, `media.allowedExtensions`). */
export interface UploadRules {
  /** Bytes. */
  maxSize: number;
  /** Lower-case extensions without the dot. */
  allowedExtensions: readonly string[];
}

/** Setting keys of the upload rules (public: the client checks a file before sending it). */
export const MEDIA_SETTING_KEYS = { maxSize: "media.maxSize", allowedExtensions: "media.allowedExtensions" } as const;

/** Defaults of the upload rules: 10 MiB, common images, text, PDF and zip. */
export const DEFAULT_UPLOAD_RULES: UploadRules = {
  maxSize: 10 * 1024 * 1024,
  allowedExtensions: ["jpg", "jpeg", "gif", "png", "webp", "txt", "pdf", "zip"],
};

/** The extension of a file name, lower case, without the dot ("" when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * The upload check of spec §5, shared by the client (before sending) and the server: the size
 * first, then the extension compared case-insensitively. Answers the spec's message, or null.
 */
export function checkUpload(file: { name: string; size: number }, rules: UploadRules): string | null {
  if (file.size > rules.maxSize) return `The uploaded file was too big (max ${formatFileSize(rules.maxSize)}).`;
  const allowed = rules.allowedExtensions.map((e) => e.toLowerCase());
  if (!allowed.includes(fileExtension(file.name))) {
    return `The uploaded file did not have an allowed extension. Only the following extensions are allowed. ${allowed.join(", ")}.`;
  }
  return null;
}

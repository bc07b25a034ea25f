import { checkUpload, uploadRules } from "@quorum/api";

/** The image types a profile photo may be (the server accepts no other). */
export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "gif", "png", "webp"] as const;

/**
 * Why a chosen file cannot be a photo on this site, in the spec §5 upload texts, or null: the
 * site's size limit, and its allowed extensions narrowed to images.
 */
export function photoUploadProblem(file: { name: string; size: number }, config: Readonly<Record<string, unknown>>): string | null {
  const rules = uploadRules(config);
  const images: readonly string[] = PHOTO_EXTENSIONS;
  return checkUpload(file, { ...rules, allowedExtensions: rules.allowedExtensions.filter((extension) => images.includes(extension)) });
}

/**
 * Core's `uploadMedia`, behind this module so the editor fetches it at the first upload
 * (`mediaUploader` imports it lazily): the forms that make an uploader stay without it.
 */
export { uploadMedia } from "@quorum/core";

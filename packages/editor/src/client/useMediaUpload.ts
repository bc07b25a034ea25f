import { checkUpload, uploadRules } from "@quorum/api";
import { useSiteConfig } from "@quorum/core";
import { useRef, useState } from "react";
import type { Editor } from "slate";
import { mediaBlock } from "./mediaBlock";
import type { MediaUploader } from "./mediaUploader";
import { insertUploadPlaceholder, replaceUploadPlaceholder } from "./uploadPlaceholder";

/**
 * Uploads files into the document: each is checked first against the site's rules (spec §5,
 * `checkUpload`: nothing is sent when it fails), shows a placeholder while it uploads, and
 * becomes an image (or a link to the file) where the placeholder was. The last problem, the
 * spec's text or the server's, is in `error`. Without an uploader (`canUpload` false) files are ignored.
 */
export function useMediaUpload(
  editor: Editor,
  uploader: MediaUploader | undefined,
): { upload(files: Iterable<File>): void; canUpload: boolean; error: string | null; accept: string } {
  const rules = uploadRules(useSiteConfig());
  const [error, setError] = useState<string | null>(null);
  const counter = useRef(0);

  function uploadOne(file: File, store: MediaUploader): void {
    const problem = checkUpload({ name: file.name, size: file.size }, rules);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const uploadID = `upload-${++counter.current}`;
    insertUploadPlaceholder(editor, uploadID, file.name);
    store(file).then(
      (media) => replaceUploadPlaceholder(editor, uploadID, [mediaBlock(media)]),
      (failure: unknown) => {
        replaceUploadPlaceholder(editor, uploadID, []);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  }

  return {
    upload: (files) => {
      if (!uploader) return;
      for (const file of files) uploadOne(file, uploader);
    },
    canUpload: uploader !== undefined,
    error,
    accept: rules.allowedExtensions.map((extension) => `.${extension}`).join(","),
  };
}

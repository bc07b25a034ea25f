/** An uploaded file as `POST /media` answers it (Vanilla's media item). */
export interface MediaItem {
  mediaID: number;
  /** Site-relative URL the file is served at (`/uploads/...`). */
  url: string;
  /** The original file name. */
  name: string;
  /** MIME type, worked out by the server from the extension and the content. */
  type: string;
  /** Bytes. */
  size: number;
  /** Pixels, for images; null otherwise. */
  width: number | null;
  height: number | null;
  dateInserted: string;
  insertUserID: number;
  /** What the file is attached to: "embed" (a post's editor) with the uploader's id. */
  foreignType: string | null;
  foreignID: number | null;
}

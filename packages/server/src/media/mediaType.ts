/** How a stored file is served: its MIME type, and whether a browser may show it in place. */
export interface MediaType {
  type: string;
  /** False: sent as a download. Only formats a browser cannot run code from are shown in place. */
  inline: boolean;
  /** An image whose bytes must really be that image (checked on upload). */
  image?: "png" | "jpeg" | "gif" | "webp";
}

const TYPES: Record<string, MediaType> = {
  png: { type: "image/png", inline: true, image: "png" },
  jpg: { type: "image/jpeg", inline: true, image: "jpeg" },
  jpeg: { type: "image/jpeg", inline: true, image: "jpeg" },
  gif: { type: "image/gif", inline: true, image: "gif" },
  webp: { type: "image/webp", inline: true, image: "webp" },
  txt: { type: "text/plain", inline: true },
  pdf: { type: "application/pdf", inline: true },
  zip: { type: "application/zip", inline: false },
  // A site may allow these, but they can carry script: never shown in place.
  svg: { type: "image/svg+xml", inline: false },
  html: { type: "text/html", inline: false },
  htm: { type: "text/html", inline: false },
  xml: { type: "application/xml", inline: false },
};

const UNKNOWN: MediaType = { type: "application/octet-stream", inline: false };

/** The media type of a file extension (lower case, no dot); unknown ones are opaque downloads. */
export function mediaType(extension: string): MediaType {
  return TYPES[extension] ?? UNKNOWN;
}

import type { MediaItem } from "@quorum/api";
import type { RichBlock } from "../RichDocument";

/** What an uploaded file becomes in the document: an image for an image, a link to the file otherwise. */
export function mediaBlock(media: MediaItem): RichBlock {
  if (media.type.startsWith("image/")) {
    return {
      type: "rich_embed_card",
      dataSourceType: "image",
      url: media.url,
      embedData: { url: media.url, name: media.name, width: media.width, height: media.height },
      children: [{ text: "" }],
    };
  }
  return { type: "p", children: [{ type: "a", url: media.url, children: [{ text: media.name }] }] };
}

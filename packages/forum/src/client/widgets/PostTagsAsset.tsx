import { t, widgetStyles } from "@quorum/core";
import type { Tag } from "@quorum/api";
import type { ReactNode } from "react";
import { TagList } from "../posts/TagList";

export interface PostTagsAssetProps {
  title: string;
  tags: Tag[];
}

/** `react.asset.postTags`: the discussion's tags, each linking to the discussions carrying it. Nothing without tags. */
export default function PostTagsAsset({ title, tags }: PostTagsAssetProps): ReactNode {
  if (tags.length === 0) return null;
  return (
    <section className={widgetStyles.root}>
      <h2 className={widgetStyles.subtitle}>{t(title)}</h2>
      <TagList tags={tags} />
    </section>
  );
}

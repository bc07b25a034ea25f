import { t, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import { TagList } from "../posts/TagList";
import type { PostTagsAssetProps } from "../../contract/widgetProps";

export type { PostTagsAssetProps };

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

import { t } from "@quorum/core";
import type { Tag } from "@quorum/api";
import type { ReactNode } from "react";
import { TagList } from "../posts/TagList";
import * as styles from "./PostTagsAsset.css";

export interface PostTagsAssetProps {
  title: string;
  tags: Tag[];
}

/** `react.asset.postTags`: the discussion's tags, each linking to the discussions carrying it. Nothing without tags. */
export default function PostTagsAsset({ title, tags }: PostTagsAssetProps): ReactNode {
  if (tags.length === 0) return null;
  return (
    <section className={styles.widget}>
      <h2 className={styles.title}>{t(title)}</h2>
      <TagList tags={tags} />
    </section>
  );
}

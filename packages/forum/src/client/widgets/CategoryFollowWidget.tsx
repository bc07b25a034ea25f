import type { ReactNode } from "react";
import type { CategoryFollowWidgetProps } from "../../contract/widgetProps";
import { LazyCategoryFollowDropDown } from "../following/LazyCategoryFollowDropDown";
import * as styles from "./CategoryFollowWidget.css";

export type { CategoryFollowWidgetProps };

/** `react.category-follow`: the follow dropdown of the page's category (spec §2), for members; nothing for guests or off a category page. */
export default function CategoryFollowWidget({ category, preferences, preview }: CategoryFollowWidgetProps): ReactNode {
  if (!category) return null;
  return (
    <div className={styles.root}>
      <LazyCategoryFollowDropDown category={category} {...(preferences ? { preferences } : {})} {...(preview ? { preview } : {})} />
    </div>
  );
}

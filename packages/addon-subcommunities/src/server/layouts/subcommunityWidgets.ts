import { defineWidget, type Category } from "@quorum/api";
import { forumWidgets, type DiscussionListWidgetProps } from "@quorum/forum/contract/server";
import type { HydrateContext } from "@quorum/server";
import { switcherWidget } from "../../shared/widgets";
import { sectionOf } from "./sectionOf";

// The section home's lists are the forum's components (the browser renders them with the forum's
// code, already on every page), hydrated here with the section's category tree as their scope.
const banner = defineWidget<{ title: string; description: string; hideSearch: boolean }>({ id: "subcommunity.banner", component: "Banner" });
const discussions = defineWidget<DiscussionListWidgetProps>({ id: "subcommunity.discussions", component: "DiscussionListWidget" });
const categories = defineWidget<{ title?: string; categories: Category[] }>({ id: "subcommunity.categories", component: "CategoriesWidget" });

/** The section's name and description over its home; its search is the switcher's, scoped to the section. */
const bannerEntry = banner.hydrate<HydrateContext>((props, ctx) => {
  const section = sectionOf(ctx);
  return { ...props, title: section?.name ?? "", description: section?.description ?? "", hideSearch: true };
});

/**
 * The discussions of the section's tree (its root category and every descendant the viewer may
 * see). On the home, the recent ten with 'View All' opening `/{folder}/discussions`; with
 * `showPager` (that page) a page of them, the page and sort from the address.
 */
const discussionsEntry = discussions.hydrate<HydrateContext>(async (props, ctx) => {
  const section = sectionOf(ctx);
  const showPager = props.showPager === true;
  const node = await ctx.hydrate({
    ...props,
    $hydrate: forumWidgets.discussions.id,
    // The forum's list scopes itself to the page's section (its root category's tree).
    apiParams: { sort: "-dateLastComment", limit: showPager ? 30 : 10 },
    showPager,
    ...(section && !showPager ? { viewAllUrl: `${section.url}/discussions` } : {}),
  });
  return node?.$reactProps as unknown as DiscussionListWidgetProps;
});

/** The categories under the section's root, as the forum's category tree shows them to the viewer. */
const categoriesEntry = categories.hydrate<HydrateContext>(async (props, ctx) => {
  const section = sectionOf(ctx);
  const node = await ctx.hydrate({ $hydrate: forumWidgets.categories.id, maxDepth: 4 });
  const tree = ((node?.$reactProps as { categories?: Category[] } | undefined)?.categories ?? []) as Category[];
  const root = section ? findCategory(tree, section.categoryID) : undefined;
  return { ...props, categories: root?.children ?? [] };
});

function findCategory(tree: readonly Category[], categoryID: number): Category | undefined {
  for (const category of tree) {
    if (category.categoryID === categoryID) return category;
    const found = findCategory(category.children ?? [], categoryID);
    if (found) return found;
  }
  return undefined;
}

/** The search of the page's section (the title bar's switcher lists the sections: `subcommunityNavGroup`). */
const switcherEntry = switcherWidget.hydrate<HydrateContext>((props, ctx) => {
  const section = sectionOf(ctx);
  return { ...props, search: section ? { name: section.name, categoryID: section.categoryID } : null };
});

/** The add-on's layout catalog entries. */
export const SUBCOMMUNITY_WIDGETS = [bannerEntry, discussionsEntry, categoriesEntry, switcherEntry];

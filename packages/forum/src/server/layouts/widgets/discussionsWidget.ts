import { DEFAULT_PAGE_LIMIT, DISCUSSION_SORTS } from "@quorum/api";
import type { HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";
import { listDiscussions } from "../../services/discussions/listDiscussions";
import { hydrateServiceContext } from "../hydrateServiceContext";
import { choiceParam, intParam } from "../lookupParams";
import { isCategoryPage } from "../pageCategoryID";
import { discussionListParams } from "./discussionListParams";

const EXPAND = ["insertUser", "lastUser", "category", "tags"];

/**
 * `react.discussion.discussions` -> DiscussionListWidget. On a category page the list is that
 * category's (children included), in a site section the section's tree; with `showPager` the page and sort come from the URL.
 * `apiParams` is what the client sends to `GET /discussions` to load other pages.
 */
export const discussionsWidget = forumWidgets.discussions.hydrate<HydrateContext>(async (props, ctx) => {
  const params = discussionListParams(props.apiParams);
  if (isCategoryPage(ctx)) {
    params.categoryID = ctx.record?.categoryID as number;
    params.includeChildCategories ??= true;
  } else if (ctx.siteSection && params.categoryID === undefined) {
    // Spec §2: in a site section the lists are the section's (its root category's tree).
    params.categoryID = ctx.siteSection.categoryID;
    params.includeChildCategories ??= true;
  }
  const showPager = props.showPager === true;
  if (showPager) params.sort = choiceParam(ctx.lookup, "sort", DISCUSSION_SORTS) ?? params.sort;
  params.limit ??= DEFAULT_PAGE_LIMIT;
  params.sort ??= "-dateLastComment";
  const page = showPager ? (intParam(ctx.lookup, "page") ?? 1) : 1;
  const result = await listDiscussions(hydrateServiceContext(ctx), { ...params, page, expand: EXPAND });
  return {
    ...props,
    ...(typeof props.title === "string" ? { title: props.title } : {}),
    discussions: result.discussions,
    paging: { page: result.page, limit: result.limit, total: result.total },
    apiParams: { ...params, expand: EXPAND },
    showPager,
  };
});

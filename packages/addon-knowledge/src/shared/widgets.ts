import { defineWidget } from "@quorum/api";

/** One article as the featured articles widget lists it. */
export interface FeaturedArticle {
  articleID: number;
  name: string;
  excerpt: string;
  /** `/kb/articles/{id}-{slug}`. */
  url: string;
  knowledgeBaseName: string;
}

/** What the featured articles widget renders: nothing when `articles` is empty. */
export interface FeaturedArticlesWidgetProps {
  title: string;
  articles: FeaturedArticle[];
}

// The knowledge base's widgets, each defined once for both halves (docs/addons.md, "Widgets"): the
// client registers the component (`.client(load)`), the server hydrates it (`.hydrate(fn)`).

/**
 * `react.kb.featuredArticles` -> FeaturedArticlesWidget: the featured, published articles the viewer
 * may read, newest first. Layout props: `title?` ('Featured Articles'), `limit?` (1-20, 5),
 * `knowledgeBaseID?` (one knowledge base's only).
 */
export const featuredArticlesWidget = defineWidget<FeaturedArticlesWidgetProps>({ id: "react.kb.featuredArticles", component: "FeaturedArticlesWidget" });

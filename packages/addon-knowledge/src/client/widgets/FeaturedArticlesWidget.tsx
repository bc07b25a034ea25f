import { Link, t, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import type { FeaturedArticlesWidgetProps } from "../../shared/widgets";

/**
 * `react.kb.featuredArticles`: the featured articles, each linking to its page under `/kb/`, with
 * its knowledge base and excerpt. Shows nothing when there is none the viewer may read.
 */
export default function FeaturedArticlesWidget({ title, articles }: FeaturedArticlesWidgetProps): ReactNode {
  if (articles.length === 0) return null;
  return (
    <section className={widgetStyles.root} aria-label={t(title)}>
      <h2 className={widgetStyles.title}>{t(title)}</h2>
      <ul className={widgetStyles.list}>
        {articles.map((article) => (
          <li key={article.articleID} className={widgetStyles.item}>
            <Link className={`${widgetStyles.subtitle} ${widgetStyles.itemLink}`} to={article.url}>
              {article.name}
            </Link>
            <span>{article.knowledgeBaseName}</span>
            {article.excerpt ? <span>{article.excerpt}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link, t } from "@quorum/core";
import type { ReactNode } from "react";
import { categoryAnchor, type NavigationNode } from "./knowledgeTree";

/** A guide's navigation: its categories, nested, each with its articles; the open article marked. */
export function NavigationTree({ roots, currentArticleID }: { roots: readonly NavigationNode[]; currentArticleID?: number }): ReactNode {
  return (
    <nav aria-label={t("Articles")}>
      <NodeList nodes={roots} currentArticleID={currentArticleID} />
    </nav>
  );
}

function NodeList({ nodes, currentArticleID }: { nodes: readonly NavigationNode[]; currentArticleID: number | undefined }): ReactNode {
  return (
    <ul style={{ listStyle: "none", paddingLeft: 12, margin: 0 }}>
      {nodes.map((node) => (
        <li key={node.category.knowledgeCategoryID} id={categoryAnchor(node.category.knowledgeCategoryID)}>
          <strong>{node.category.name}</strong>
          <ul style={{ listStyle: "none", paddingLeft: 12, margin: "4px 0" }}>
            {node.articles.map((article) => (
              <li key={article.articleID}>
                <Link to={article.url} aria-current={article.articleID === currentArticleID ? "page" : undefined}>
                  {article.name}
                </Link>
              </li>
            ))}
          </ul>
          {node.children.length > 0 ? <NodeList nodes={node.children} currentArticleID={currentArticleID} /> : null}
        </li>
      ))}
    </ul>
  );
}

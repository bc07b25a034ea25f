import type { Article, KnowledgeCategory } from "../../shared/Knowledge";

/** A category of the navigation tree with its articles and subcategories, in the knowledge base's order. */
export interface NavigationNode {
  category: KnowledgeCategory;
  articles: Article[];
  children: NavigationNode[];
}

/**
 * The knowledge base as a tree (categories by `sort`, then name; articles in the order the API
 * gave them, which is the knowledge base's), and the articles in reading order: depth first, a
 * category's own articles before its subcategories'. A guide's previous/next follow that order.
 */
export function navigationTree(categories: readonly KnowledgeCategory[], articles: readonly Article[]): { roots: NavigationNode[]; order: Article[] } {
  const nodes = new Map<number, NavigationNode>(categories.map((category) => [category.knowledgeCategoryID, { category, articles: [], children: [] }]));
  for (const article of articles) nodes.get(article.knowledgeCategoryID)?.articles.push(article);
  const roots: NavigationNode[] = [];
  const byOrder = (a: NavigationNode, b: NavigationNode) => a.category.sort - b.category.sort || a.category.name.localeCompare(b.category.name);
  for (const node of nodes.values()) {
    const parent = node.category.parentID === null ? undefined : nodes.get(node.category.parentID);
    (parent ? parent.children : roots).push(node);
  }
  const order: Article[] = [];
  const walk = (list: NavigationNode[]) => {
    list.sort(byOrder);
    for (const node of list) {
      order.push(...node.articles);
      walk(node.children);
    }
  };
  walk(roots);
  return { roots, order };
}

/** The categories from the top of the knowledge base down to `knowledgeCategoryID`, for breadcrumbs. */
export function categoryPath(categories: readonly KnowledgeCategory[], knowledgeCategoryID: number): KnowledgeCategory[] {
  const byID = new Map(categories.map((category) => [category.knowledgeCategoryID, category]));
  const path: KnowledgeCategory[] = [];
  for (let at = byID.get(knowledgeCategoryID); at && path.length < 50; at = at.parentID === null ? undefined : byID.get(at.parentID)) path.unshift(at);
  return path;
}

/** The id of a category's section on its knowledge base's page, which breadcrumbs link to (`/kb/{urlCode}#kb-category-3`). */
export const categoryAnchor = (knowledgeCategoryID: number): string => `kb-category-${knowledgeCategoryID}`;

/** One heading of an article, for its table of contents: the anchor its `<h2>`/`<h3>` carries. */
export interface ArticleHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

// The client half of the knowledge base: a small descriptor with no side effects. Every page sits
// behind `load`, so a browser downloads one only when it opens it, and nothing while the add-on is off.
import { defineAddon, searchDomainsPoint } from "@quorum/core";
import { quorum } from "../../package.json";
import { featuredArticlesWidget } from "../shared/widgets";

export default defineAddon({
  key: quorum.addon,
  routes: [
    { path: "/kb", load: () => import("./pages/KnowledgeHomePage") },
    { path: "/kb/search", load: () => import("./pages/KnowledgeSearchPage") },
    { path: "/kb/articles/:articleID", load: () => import("./pages/ArticlePage") },
    { path: "/kb/articles/:articleID/edit", load: () => import("./pages/ArticleEditorPage") },
    { path: "/kb/articles/:articleID/revisions", load: () => import("./pages/ArticleRevisionsPage") },
    { path: "/kb/:urlCode", load: () => import("./pages/KnowledgeBasePage") },
    { path: "/kb/:urlCode/new-article", load: () => import("./pages/ArticleEditorPage") },
  ],
  navItems: [{ id: "knowledge", name: "Help", url: "/kb", order: 110 }],
  // Placed on the home page by the server half (KNOWLEDGE_PLACEMENTS); links only, so a guest's page keeps the server's HTML.
  widgets: [featuredArticlesWidget.client(() => import("./widgets/FeaturedArticlesWidget"), { staticForGuests: true })],
  // The search page's tab for the server's `knowledge_base` domain.
  extend: [searchDomainsPoint.with({ key: "knowledge_base", label: "Articles" })],
});

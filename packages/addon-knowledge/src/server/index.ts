// The server half of the knowledge base: knowledge bases (guides and help centers), nested
// knowledge categories, articles with revisions and 'Was this article helpful?', and the
// knowledge base search domain (issue 16 §2).
import { definePermission, defineServerAddon, searchHooks } from "@quorum/server";
import { quorum, version } from "../../package.json";
import { KNOWLEDGE_PLACEMENTS } from "./layouts/KNOWLEDGE_PLACEMENTS";
import { KNOWLEDGE_WIDGETS } from "./layouts/KNOWLEDGE_WIDGETS";
import { m0001Knowledge } from "./migrations/0001_knowledge";
import { knowledgeRoutes } from "./routes/knowledgeRoutes";
import { seedKnowledge } from "./seed/seedKnowledge";
import { articleSearchDomain } from "./services/articleSearchDomain";
import { ARTICLES_ADD_PERMISSION, MANAGE_PERMISSION, VIEW_PERMISSION } from "./services/knowledgeAccess";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "Knowledge Base",
  description: "Help centers and guides: articles in categories, with revisions, search and 'Was this article helpful?'.",
  version,
  coreVersion: "^0.1.0",
  requires: { forum: "^0.1" },
  permissions: [
    definePermission(VIEW_PERMISSION, {
      scope: "global",
      defaultRoles: ["guest", "member", "moderator", "administrator"],
      description: "Read the knowledge bases and their published articles.",
    }),
    definePermission(ARTICLES_ADD_PERMISSION, {
      scope: "global",
      defaultRoles: ["moderator", "administrator"],
      description: "Write articles: create, edit, move, reorder, feature, delete and restore them; see hidden knowledge bases.",
    }),
    definePermission(MANAGE_PERMISSION, {
      scope: "global",
      defaultRoles: ["administrator"],
      description: "Manage knowledge bases and their categories, and remove articles for good.",
    }),
  ],
  extend: [searchHooks.domain.with(articleSearchDomain)],
  migrations: [m0001Knowledge],
  widgets: KNOWLEDGE_WIDGETS,
  placements: KNOWLEDGE_PLACEMENTS,
  routes: knowledgeRoutes,
  seed: seedKnowledge,
});

export type {
  Article,
  ArticleReactions,
  ArticleRevision,
  ArticleSort,
  ArticleStatus,
  KnowledgeBase,
  KnowledgeCategory,
  KnowledgeViewType,
} from "../shared/Knowledge";
export type { ArticleHeading } from "../shared/ArticleHeading";
export type { FeaturedArticle, FeaturedArticlesWidgetProps } from "../shared/widgets";
export { featuredArticlesWidget } from "../shared/widgets";

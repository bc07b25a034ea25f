import type { ForumTables } from "@quorum/forum/contract/server";
import type { CoreTables } from "@quorum/server";
import type { ColumnType, Generated, Kysely } from "kysely";
import type { ArticleSort, ArticleStatus, KnowledgeViewType } from "../../shared/Knowledge";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The tables the knowledge add-on adds (migration `0001_knowledge`). */
// A type alias, not an interface: Kysely's withTables<T> needs T to have an implicit index signature.
type KnowledgeTables = {
  knowledgeBases: {
    knowledgeBaseID: Generated<number>;
    name: string;
    urlCode: string;
    description: string;
    iconUrl: string | null;
    bannerUrl: string | null;
    viewType: KnowledgeViewType;
    sortArticles: ArticleSort;
    isHidden: boolean;
    insertUserID: number | null;
    dateInserted: Timestamp;
    dateUpdated: MaybeTimestamp;
  };
  knowledgeCategories: {
    knowledgeCategoryID: Generated<number>;
    knowledgeBaseID: number;
    parentID: number | null;
    name: string;
    sort: number;
    dateInserted: Timestamp;
  };
  articles: {
    articleID: Generated<number>;
    knowledgeCategoryID: number;
    name: string;
    body: string;
    format: string;
    bodyHtml: string;
    bodyText: string;
    excerpt: string;
    featured: boolean;
    status: ArticleStatus;
    sort: number;
    insertUserID: number | null;
    dateInserted: Timestamp;
    updateUserID: number | null;
    dateUpdated: MaybeTimestamp;
  };
  articleRevisions: {
    articleRevisionID: Generated<number>;
    articleID: number;
    name: string;
    body: string;
    format: string;
    insertUserID: number | null;
    dateInserted: Timestamp;
  };
  articleReactions: { articleID: number; userID: number; helpful: boolean; dateInserted: Timestamp };
};

export type KnowledgeDb = Kysely<CoreTables & ForumTables & KnowledgeTables>;

/** The site's database handle typed with the forum's and this add-on's tables (types only; same connection). */
export function knowledgeDb(db: Kysely<CoreTables>): KnowledgeDb {
  return db.withTables<ForumTables & KnowledgeTables>();
}

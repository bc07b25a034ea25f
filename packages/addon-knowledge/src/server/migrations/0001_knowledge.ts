import type { AddonMigration } from "@quorum/server";
import { sql } from "kysely";

/**
 * Knowledge bases, their nested categories, articles with their revisions and the members'
 * 'Was this article helpful?' answers. Rows go with their parent (cascade).
 */
export const m0001Knowledge: AddonMigration = {
  name: "0001_knowledge",
  async up(db) {
    await db.schema
      .createTable("knowledgeBases")
      .addColumn("knowledgeBaseID", "serial", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("urlCode", "text", (c) => c.notNull().unique())
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("iconUrl", "text")
      .addColumn("bannerUrl", "text")
      .addColumn("viewType", "text", (c) => c.notNull().check(sql`"viewType" in ('guide', 'help')`))
      .addColumn("sortArticles", "text", (c) => c.notNull().check(sql`"sortArticles" in ('manual', 'name', 'dateInserted', 'dateInsertedDesc')`))
      .addColumn("isHidden", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("insertUserID", "integer", (c) => c.references("users.userID").onDelete("set null"))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("dateUpdated", "timestamptz")
      .execute();
    await db.schema
      .createTable("knowledgeCategories")
      .addColumn("knowledgeCategoryID", "serial", (c) => c.primaryKey())
      .addColumn("knowledgeBaseID", "integer", (c) => c.notNull().references("knowledgeBases.knowledgeBaseID").onDelete("cascade"))
      .addColumn("parentID", "integer", (c) => c.references("knowledgeCategories.knowledgeCategoryID").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex("knowledgeCategories_base").on("knowledgeCategories").columns(["knowledgeBaseID", "sort"]).execute();
    await db.schema
      .createTable("articles")
      .addColumn("articleID", "serial", (c) => c.primaryKey())
      .addColumn("knowledgeCategoryID", "integer", (c) => c.notNull().references("knowledgeCategories.knowledgeCategoryID").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("format", "text", (c) => c.notNull())
      .addColumn("bodyHtml", "text", (c) => c.notNull())
      // The body as plain text, what search matches (not the stored JSON, not the tags).
      .addColumn("bodyText", "text", (c) => c.notNull())
      .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("featured", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("status", "text", (c) => c.notNull().check(sql`"status" in ('published', 'deleted')`))
      .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("insertUserID", "integer", (c) => c.references("users.userID").onDelete("set null"))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("updateUserID", "integer", (c) => c.references("users.userID").onDelete("set null"))
      .addColumn("dateUpdated", "timestamptz")
      .execute();
    await db.schema.createIndex("articles_category").on("articles").columns(["knowledgeCategoryID", "sort"]).execute();
    await db.schema
      .createTable("articleRevisions")
      .addColumn("articleRevisionID", "serial", (c) => c.primaryKey())
      .addColumn("articleID", "integer", (c) => c.notNull().references("articles.articleID").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("format", "text", (c) => c.notNull())
      .addColumn("insertUserID", "integer", (c) => c.references("users.userID").onDelete("set null"))
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex("articleRevisions_article").on("articleRevisions").columns(["articleID", "articleRevisionID"]).execute();
    await db.schema
      .createTable("articleReactions")
      .addColumn("articleID", "integer", (c) => c.notNull().references("articles.articleID").onDelete("cascade"))
      .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
      .addColumn("helpful", "boolean", (c) => c.notNull())
      .addColumn("dateInserted", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint("articleReactions_pk", ["articleID", "userID"])
      .execute();
  },
};

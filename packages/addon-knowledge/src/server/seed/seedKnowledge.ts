import type { SeedContext } from "@quorum/server";
import { knowledgeDb } from "../db/KnowledgeTables";
import { cookArticleBody } from "../services/cookArticleBody";
import { DEMO_KNOWLEDGE } from "./DEMO_KNOWLEDGE";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo content: a help center and a guide with categories and articles (each with its first
 * revision), by the demo's administrator. Runs on a demo site only, once, when the add-on is
 * first enabled there (or at the demo site's first start while it is).
 */
export async function seedKnowledge(ctx: SeedContext): Promise<void> {
  const db = knowledgeDb(ctx.db);
  const admin = await db.selectFrom("users").select("userID").where("name", "=", "admin").executeTakeFirst();
  const authorID = admin?.userID ?? null;
  const start = Date.now() - 20 * DAY;
  let minute = 0;
  const nextDate = () => new Date(start + minute++ * 60_000);
  for (const base of DEMO_KNOWLEDGE) {
    const { knowledgeBaseID } = await db
      .insertInto("knowledgeBases")
      .values({
        name: base.name,
        urlCode: base.urlCode,
        description: base.description,
        iconUrl: null,
        bannerUrl: null,
        viewType: base.viewType,
        sortArticles: "manual",
        isHidden: false,
        insertUserID: authorID,
        dateInserted: nextDate(),
      })
      .returning("knowledgeBaseID")
      .executeTakeFirstOrThrow();
    for (const [categorySort, category] of base.categories.entries()) {
      const { knowledgeCategoryID } = await db
        .insertInto("knowledgeCategories")
        .values({ knowledgeBaseID, parentID: null, name: category.name, sort: categorySort, dateInserted: nextDate() })
        .returning("knowledgeCategoryID")
        .executeTakeFirstOrThrow();
      for (const [sort, article] of category.articles.entries()) {
        const cooked = cookArticleBody(article.body, "markdown");
        const date = nextDate();
        const { articleID } = await db
          .insertInto("articles")
          .values({
            knowledgeCategoryID,
            name: article.name,
            body: article.body,
            format: "markdown",
            ...cooked,
            featured: article.featured ?? false,
            status: "published",
            sort,
            insertUserID: authorID,
            dateInserted: date,
          })
          .returning("articleID")
          .executeTakeFirstOrThrow();
        await db
          .insertInto("articleRevisions")
          .values({ articleID, name: article.name, body: article.body, format: "markdown", insertUserID: authorID, dateInserted: date })
          .execute();
      }
    }
  }
}

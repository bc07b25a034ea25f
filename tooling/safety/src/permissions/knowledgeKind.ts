import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";

/**
 * The knowledge base (packages/addon-knowledge): a deleted article and a hidden knowledge base
 * are their editors' alone (`articles.add`: the moderator; `kb.manage`: the admin). The admin
 * enables the add-on and writes a knowledge base with a published and a deleted article, and a
 * hidden knowledge base with an article of its own; every other persona must find neither in any
 * list, count or search, and get their ids (API and pages) answered as missing.
 */
export const knowledgeKind: HiddenKind = {
  name: "knowledge",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { marker, missingID, sessions } = ctx;
    const admin = sessions.admin;
    await callOk(admin, "PATCH", "/api/v2/addons/knowledge", { enabled: true });
    const code = `kb-${Date.now().toString(36)}`;
    const base = await callOk<{ knowledgeBaseID: number }>(admin, "POST", "/api/v2/knowledge-bases", { name: "Matrix help", urlCode: code, viewType: "guide" });
    const category = await callOk<{ knowledgeCategoryID: number }>(admin, "POST", "/api/v2/knowledge-categories", {
      knowledgeBaseID: base.knowledgeBaseID,
      name: "Matrix topics",
    });
    await callOk(admin, "POST", "/api/v2/articles", {
      knowledgeCategoryID: category.knowledgeCategoryID,
      name: "Matrix published article",
      body: "Everyone reads this.",
      format: "text",
    });
    const deleted = await callOk<{ articleID: number }>(admin, "POST", "/api/v2/articles", {
      knowledgeCategoryID: category.knowledgeCategoryID,
      name: `${marker} deleted article`,
      body: `${marker} deleted article body`,
      format: "text",
      // Featured, so the home page's featured articles widget is asked too.
      featured: true,
    });
    await callOk(sessions.moderator, "PATCH", `/api/v2/articles/${deleted.articleID}/status`, { status: "deleted" });

    const hiddenCode = `hidden-${code}`;
    const hidden = await callOk<{ knowledgeBaseID: number }>(admin, "POST", "/api/v2/knowledge-bases", {
      name: `${marker} hidden knowledge base`,
      urlCode: hiddenCode,
      viewType: "help",
      isHidden: true,
    });
    const hiddenCategory = await callOk<{ knowledgeCategoryID: number }>(admin, "POST", "/api/v2/knowledge-categories", {
      knowledgeBaseID: hidden.knowledgeBaseID,
      name: `${marker} hidden category`,
    });
    const inHidden = await callOk<{ articleID: number }>(admin, "POST", "/api/v2/articles", {
      knowledgeCategoryID: hiddenCategory.knowledgeCategoryID,
      name: `${marker} article in a hidden knowledge base`,
      body: `${marker} hidden knowledge base body`,
      format: "text",
      featured: true,
    });
    const editors = new Set(["moderator", "admin"] as const);
    const articleProbes = (id: number) => [
      { hidden: `/api/v2/articles/${id}`, missing: `/api/v2/articles/${missingID}` },
      { hidden: `/api/v2/articles/${id}/revisions`, missing: `/api/v2/articles/${missingID}/revisions` },
      { hidden: `/kb/articles/${id}`, missing: `/kb/articles/${missingID}` },
    ];
    return [
      {
        kind: "deleted article",
        id: deleted.articleID,
        visibleTo: editors,
        texts: [`${marker} deleted article`],
        idKeys: ["articleID"],
        idPaths: [`/kb/articles/${deleted.articleID}`],
        probes: articleProbes(deleted.articleID),
      },
      {
        kind: "hidden knowledge base",
        id: hidden.knowledgeBaseID,
        visibleTo: editors,
        texts: [`${marker} hidden knowledge base`, `${marker} hidden category`],
        idKeys: ["knowledgeBaseID"],
        idPaths: [`/kb/${hiddenCode}`],
        probes: [
          { hidden: `/api/v2/knowledge-bases/${hidden.knowledgeBaseID}`, missing: `/api/v2/knowledge-bases/${missingID}` },
          { hidden: `/api/v2/knowledge-bases/${hiddenCode}`, missing: `/api/v2/knowledge-bases/no-${hiddenCode}` },
          { hidden: `/api/v2/knowledge-categories/${hiddenCategory.knowledgeCategoryID}`, missing: `/api/v2/knowledge-categories/${missingID}` },
          { hidden: `/kb/${hiddenCode}`, missing: `/kb/no-${hiddenCode}` },
        ],
      },
      {
        kind: "article in a hidden knowledge base",
        id: inHidden.articleID,
        visibleTo: editors,
        texts: [`${marker} article in a hidden knowledge base`],
        idKeys: ["articleID"],
        idPaths: [`/kb/articles/${inHidden.articleID}`],
        probes: articleProbes(inHidden.articleID),
      },
    ];
  },
};

import type { ApiClient, QueryParams } from "@quorum/core";
import type { Article, ArticleRevision, KnowledgeBase, KnowledgeCategory } from "../shared/Knowledge";

/** The queries the knowledge pages share; every key starts with "knowledge", so one invalidation refreshes them all. */
export const knowledgeQueries = {
  bases: (api: ApiClient) => ({
    queryKey: ["knowledge", "bases"],
    queryFn: async (): Promise<KnowledgeBase[]> => (await api.get<KnowledgeBase[]>("/knowledge-bases")).data,
  }),
  base: (api: ApiClient, idOrCode: number | string) => ({
    queryKey: ["knowledge", "base", idOrCode],
    queryFn: async (): Promise<KnowledgeBase> => (await api.get<KnowledgeBase>(`/knowledge-bases/${idOrCode}`)).data,
  }),
  categories: (api: ApiClient, knowledgeBaseID: number) => ({
    queryKey: ["knowledge", "categories", knowledgeBaseID],
    queryFn: async (): Promise<KnowledgeCategory[]> => (await api.get<KnowledgeCategory[]>("/knowledge-categories", { params: { knowledgeBaseID } })).data,
  }),
  articles: (api: ApiClient, params: QueryParams) => ({
    queryKey: ["knowledge", "articles", params],
    queryFn: async (): Promise<Article[]> => (await api.get<Article[]>("/articles", { params: { limit: 500, ...params } })).data,
  }),
  article: (api: ApiClient, articleID: number) => ({
    queryKey: ["knowledge", "article", articleID],
    queryFn: async (): Promise<Article> => (await api.get<Article>(`/articles/${articleID}`)).data,
  }),
  revisions: (api: ApiClient, articleID: number) => ({
    queryKey: ["knowledge", "revisions", articleID],
    queryFn: async (): Promise<ArticleRevision[]> => (await api.get<ArticleRevision[]>(`/articles/${articleID}/revisions`)).data,
  }),
};

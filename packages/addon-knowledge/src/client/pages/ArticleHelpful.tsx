import { Button, t, useApiClient, useCurrentUser, useMutation, useQueryClient } from "@quorum/core";
import type { ReactNode } from "react";
import type { Article, ArticleReactions } from "../../shared/Knowledge";

/** 'Was this article helpful?' Yes or No, one answer per member, which they may change; the counts beside. */
export function ArticleHelpful({ article }: { article: Article }): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const signedIn = useCurrentUser().userID > 0;
  const answer = useMutation({
    mutationFn: async (helpful: boolean) => (await api.put<ArticleReactions>(`/articles/${article.articleID}/react`, { helpful })).data,
    onSuccess: (reactions) => queryClient.setQueryData<Article>(["knowledge", "article", article.articleID], (old) => (old ? { ...old, reactions } : old)),
  });
  const { helpful, notHelpful, mine } = article.reactions;
  return (
    <section aria-label={t("Was this article helpful?")} style={{ marginTop: 32 }}>
      <h2 style={{ fontSize: "1rem" }}>{t("Was this article helpful?")}</h2>
      {signedIn ? (
        <div role="group" aria-label={t("Was this article helpful?")} style={{ display: "flex", gap: 8 }}>
          <Button
            variant={mine === true ? "primary" : "standard"}
            aria-pressed={mine === true}
            busy={answer.isPending && answer.variables}
            onClick={() => answer.mutate(true)}
          >
            {t("Yes")}
          </Button>
          <Button
            variant={mine === false ? "primary" : "standard"}
            aria-pressed={mine === false}
            busy={answer.isPending && !answer.variables}
            onClick={() => answer.mutate(false)}
          >
            {t("No")}
          </Button>
        </div>
      ) : (
        <p>{t("Sign in to answer.")}</p>
      )}
      <p>{t("{helpful} found this helpful, {notHelpful} did not.", { helpful, notHelpful })}</p>
      {mine !== null ? <p role="status">{t("Thanks for your feedback.")}</p> : null}
    </section>
  );
}

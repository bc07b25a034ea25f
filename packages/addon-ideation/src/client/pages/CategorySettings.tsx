import type { Category } from "@quorum/api";
import { ErrorMessage, t, useApiClient, useMutation, useQuery, useQueryClient, widgetStyles } from "@quorum/core";
import type { ApiError } from "@quorum/core";
import type { ReactNode } from "react";
import type { IdeaCategorySettings } from "../../shared/IdeaAttributes";
import { ideationQueries } from "../ideationQueries";

type Change = { categoryID: number; enabled?: boolean; allowDownVotes?: boolean };

/** Each category with two switches: 'Idea category' and 'Allow down-votes' (`PATCH /categories/{id}/ideation`). */
export function CategorySettings(): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const categories = useQuery({
    queryKey: ["ideation", "allCategories"],
    queryFn: async (): Promise<Category[]> => (await api.get<Category[]>("/categories", { params: { outputFormat: "flat", limit: 500 } })).data,
  });
  const ideas = useQuery(ideationQueries.categories(api));
  const change = useMutation<IdeaCategorySettings, ApiError, Change>({
    mutationFn: async ({ categoryID, ...body }) => (await api.patch<IdeaCategorySettings>(`/categories/${categoryID}/ideation`, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["ideation"] }),
  });
  const settingsOf = (categoryID: number) => ideas.data?.find((category) => category.categoryID === categoryID);
  return (
    <section>
      <h2 className={widgetStyles.title}>{t("Idea Categories")}</h2>
      <p>{t("New discussions in an idea category are ideas that members vote on.")}</p>
      {change.error && <ErrorMessage error={change.error} />}
      <ul className={widgetStyles.list}>
        {(categories.data ?? [])
          .filter((category) => category.displayAs !== "heading")
          .map((category) => {
            const settings = settingsOf(category.categoryID);
            return (
              <li key={category.categoryID} className={widgetStyles.item}>
                <strong>{category.name}</strong>{" "}
                <label>
                  <input
                    type="checkbox"
                    checked={settings !== undefined}
                    disabled={change.isPending}
                    onChange={(event) => change.mutate({ categoryID: category.categoryID, enabled: event.target.checked })}
                  />{" "}
                  {t("Idea category")}
                </label>{" "}
                {settings && (
                  <label>
                    <input
                      type="checkbox"
                      checked={settings.allowDownVotes}
                      disabled={change.isPending}
                      onChange={(event) => change.mutate({ categoryID: category.categoryID, allowDownVotes: event.target.checked })}
                    />{" "}
                    {t("Allow down-votes")}
                  </label>
                )}
              </li>
            );
          })}
      </ul>
    </section>
  );
}

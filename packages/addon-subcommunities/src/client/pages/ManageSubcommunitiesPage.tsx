import { Button, ErrorMessage, Link, t, themeVars, useApiClient, useDocumentTitle, useMutation, useQuery, useQueryClient, widgetStyles } from "@quorum/core";
import { useState, type ReactNode } from "react";
import { subcommunityQueries } from "../subcommunityQueries";
import { SubcommunityForm } from "./SubcommunityForm";

const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

/**
 * `/dashboard/subcommunities` (`site.manage`): the site's sections in their order, each with its
 * address, root category and locale; edit, delete, and New Subcommunity.
 */
export default function ManageSubcommunitiesPage(): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const sections = useQuery(subcommunityQueries.list(api));
  const categories = useQuery(subcommunityQueries.categories(api));
  const [editing, setEditing] = useState<number | "new" | null>(null);
  useDocumentTitle(t("Subcommunities"));
  const remove = useMutation({
    mutationFn: async (subcommunityID: number) => api.delete(`/subcommunities/${subcommunityID}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["subcommunities"] }),
  });
  const list = sections.data ?? [];
  const categoryName = (categoryID: number) => categories.data?.find((category) => category.categoryID === categoryID)?.name ?? `#${categoryID}`;
  const done = () => setEditing(null);
  return (
    <div className={widgetStyles.root} style={frame}>
      <h1 className={widgetStyles.pageTitle}>{t("Subcommunities")}</h1>
      <p>{t("Each subcommunity has its own address, locale and category tree, and its own home page.")}</p>
      {sections.error ? <ErrorMessage error={sections.error} /> : null}
      {remove.error ? <ErrorMessage error={remove.error} /> : null}
      <ul style={{ listStyle: "none", padding: 0 }}>
        {list.map((section) => (
          <li key={section.subcommunityID} aria-label={section.name} style={{ borderBottom: `1px solid ${themeVars["color-border"]}`, padding: "12px 0" }}>
            <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 12 }}>
              <strong>{section.name}</strong>
              <Link to={section.url}>{section.url}</Link>
              <span>{categoryName(section.categoryID)}</span>
              <span>{section.locale}</span>
              <span style={{ marginLeft: "auto", display: "flex", gap: 4 }}>
                <Button onClick={() => setEditing(section.subcommunityID)} aria-label={`${t("Edit")}: ${section.name}`}>
                  {t("Edit")}
                </Button>
                <Button onClick={() => remove.mutate(section.subcommunityID)} aria-label={`${t("Delete")}: ${section.name}`}>
                  {t("Delete")}
                </Button>
              </span>
            </div>
            {editing === section.subcommunityID && categories.data ? <SubcommunityForm section={section} categories={categories.data} onDone={done} /> : null}
          </li>
        ))}
      </ul>
      {sections.data && list.length === 0 ? <p>{t("No subcommunities yet.")}</p> : null}
      {editing === "new" && categories.data ? (
        <SubcommunityForm categories={categories.data} onDone={done} />
      ) : (
        <Button variant="primary" onClick={() => setEditing("new")}>
          {t("New Subcommunity")}
        </Button>
      )}
    </div>
  );
}

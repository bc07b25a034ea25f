import { t, useApiClient, useQuery } from "@quorum/core";
import type { ListFilterProps } from "@quorum/forum/contract";
import type { ChangeEvent, ReactNode } from "react";
import { useId } from "react";
import { ideationQueries } from "../ideationQueries";
import * as styles from "./ideaStyles";

/** The sorts an idea list offers: the forum's, under the names ideas give them. */
const SORTS: readonly { value: string; label: string }[] = [
  { value: "-dateLastComment", label: "Recent" },
  { value: "-score", label: "Top" },
  { value: "-hot", label: "Trending" },
];

/**
 * In `forumSlots.discussionListFilters`, on the lists of an idea category only: narrows the list to
 * ideas of one status and sorts it by top (score) or trending. Elsewhere it renders nothing.
 */
export default function IdeaListFilter({ params, setParams }: ListFilterProps): ReactNode {
  const api = useApiClient();
  const statusID = useId();
  const sortID = useId();
  const categories = useQuery(ideationQueries.categories(api));
  const statuses = useQuery(ideationQueries.statuses(api));
  const categoryID = Number(params.categoryID);
  if (!categories.data?.some((category) => category.categoryID === categoryID)) return null;
  function changeStatus(event: ChangeEvent<HTMLSelectElement>): void {
    const value = event.target.value;
    setParams(value === "" ? { type: undefined, statusID: undefined } : { type: "idea", statusID: Number(value) });
  }
  return (
    <span style={styles.labels}>
      <span>
        <label htmlFor={statusID}>{t("Status")} </label>
        <select id={statusID} value={params.type === "idea" && params.statusID !== undefined ? String(params.statusID) : ""} onChange={changeStatus}>
          <option value="">{t("All")}</option>
          {(statuses.data ?? []).map((status) => (
            <option key={status.statusID} value={status.statusID}>
              {t(status.name)}
            </option>
          ))}
        </select>
      </span>
      <span>
        <label htmlFor={sortID}>{t("Sort by")} </label>
        <select id={sortID} value={String(params.sort ?? "-dateLastComment")} onChange={(event) => setParams({ sort: event.target.value })}>
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {t(sort.label)}
            </option>
          ))}
        </select>
      </span>
    </span>
  );
}

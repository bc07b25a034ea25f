import { Button, ErrorMessage, t, useApiClient, useMutation, useQuery, useQueryClient, widgetStyles } from "@quorum/core";
import type { ApiError } from "@quorum/core";
import type { FormEvent, ReactNode } from "react";
import { useState } from "react";
import type { IdeaStatus, IdeaStatusState } from "../../shared/IdeaAttributes";
import { ideationQueries } from "../ideationQueries";

type Edit = { method: "post" | "patch" | "delete"; statusID?: number; body?: Partial<Omit<IdeaStatus, "statusID">> };

/** The site's idea statuses: open or closed, the default, deleting one, and adding one. */
export function StatusSettings(): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const statuses = useQuery(ideationQueries.statuses(api));
  const [name, setName] = useState("");
  const [state, setState] = useState<IdeaStatusState>("open");
  const edit = useMutation<unknown, ApiError, Edit>({
    mutationFn: async ({ method, statusID, body }) => {
      const path = statusID === undefined ? "/ideation/statuses" : `/ideation/statuses/${statusID}`;
      if (method === "delete") return (await api.delete(path)).data;
      return (await api[method](path, body)).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["ideation"] }),
  });
  function add(event: FormEvent): void {
    event.preventDefault();
    edit.mutate({ method: "post", body: { name, state, sort: (statuses.data?.length ?? 0) + 1 } }, { onSuccess: () => setName("") });
  }
  return (
    <section>
      <h2 className={widgetStyles.title}>{t("Idea Statuses")}</h2>
      <p>{t("Voting is closed on ideas with a closed status.")}</p>
      {edit.error && <ErrorMessage error={edit.error} />}
      <ul className={widgetStyles.list}>
        {(statuses.data ?? []).map((status) => (
          <li key={status.statusID} className={widgetStyles.item}>
            <strong>{t(status.name)}</strong>{" "}
            <label>
              {t("State")}{" "}
              <select
                value={status.state}
                disabled={edit.isPending}
                onChange={(event) => edit.mutate({ method: "patch", statusID: status.statusID, body: { state: event.target.value as IdeaStatusState } })}
              >
                <option value="open">{t("Open")}</option>
                <option value="closed">{t("Closed")}</option>
              </select>
            </label>{" "}
            {status.isDefault ? (
              <span>{t("Default")}</span>
            ) : (
              <>
                <Button
                  variant="text"
                  disabled={edit.isPending}
                  onClick={() => edit.mutate({ method: "patch", statusID: status.statusID, body: { isDefault: true } })}
                >
                  {t("Make Default")}
                </Button>
                <Button
                  variant="text"
                  aria-label={`${t("Delete")} ${status.name}`}
                  disabled={edit.isPending}
                  onClick={() => edit.mutate({ method: "delete", statusID: status.statusID })}
                >
                  {t("Delete")}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={add}>
        <label>
          {t("New status")} <input value={name} required maxLength={60} onChange={(event) => setName(event.target.value)} />
        </label>{" "}
        <select aria-label={t("New status state")} value={state} onChange={(event) => setState(event.target.value as IdeaStatusState)}>
          <option value="open">{t("Open")}</option>
          <option value="closed">{t("Closed")}</option>
        </select>{" "}
        <Button type="submit" busy={edit.isPending}>
          {t("Add Status")}
        </Button>
      </form>
    </section>
  );
}

import { Button, t, themeVars, useApiClient, useDebouncedValue, useDocumentTitle, usePermission, useQuery, widgetStyles } from "@quorum/core";
import { useState, type ReactNode } from "react";
import { groupQueries } from "../groupQueries";
import { GroupList } from "./GroupList";
import { NewGroupForm } from "./NewGroupForm";

const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

/** `/groups`: browse the groups the viewer may know of, search them by name, or list one's own. */
export default function GroupsPage(): ReactNode {
  const api = useApiClient();
  const [mine, setMine] = useState(false);
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), 250);
  const canAdd = usePermission("groups.add");
  const groups = useQuery(groupQueries.list(api, { limit: 100, ...(mine ? { mine: true } : {}), ...(query ? { query } : {}) }));
  useDocumentTitle(t("Groups"));
  return (
    <div className={widgetStyles.root} style={frame}>
      <h1 className={widgetStyles.pageTitle}>{t("Groups")}</h1>
      <div role="group" aria-label={t("Show")} style={{ display: "flex", gap: 8, margin: "12px 0" }}>
        <Button variant={mine ? "standard" : "primary"} aria-pressed={!mine} onClick={() => setMine(false)}>
          {t("All Groups")}
        </Button>
        <Button variant={mine ? "primary" : "standard"} aria-pressed={mine} onClick={() => setMine(true)}>
          {t("My Groups")}
        </Button>
      </div>
      <label style={{ display: "block", margin: "12px 0" }}>
        {t("Search groups")} <input type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      {groups.data ? <GroupList groups={groups.data} empty={mine ? t("You have not joined any groups yet.") : t("No groups found.")} /> : null}
      {canAdd ? <NewGroupForm /> : null}
    </div>
  );
}

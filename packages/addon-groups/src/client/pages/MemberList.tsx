import { Button, t, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import type { Group, GroupMember } from "../../shared/Group";
import { useGroupAction } from "./useGroupAction";

/** The group's members, leaders first; its leaders may remove the others. */
export function MemberList({ group, members }: { group: Group; members: readonly GroupMember[] }): ReactNode {
  const action = useGroupAction();
  return (
    <section aria-label={t("Members")}>
      <h2 className={widgetStyles.title}>{t("Members")}</h2>
      <ul className={widgetStyles.list}>
        {members.map((member) => (
          <li key={member.userID} className={widgetStyles.item}>
            {member.name} {member.role === "leader" ? <small>{t("Leader")}</small> : null}
            {group.viewer.canManage && member.role === "member" ? (
              <>
                {" "}
                <Button
                  variant="text"
                  aria-label={t("Remove {name}", { name: member.name })}
                  onClick={() => action.mutate({ method: "delete", path: `/groups/${group.groupID}/members/${member.userID}` })}
                >
                  {t("Remove")}
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

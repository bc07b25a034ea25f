import type { ReactNode } from "react";
import type { GroupMembersWidgetProps } from "../../shared/widgets";
import { LeaderPanel } from "../pages/LeaderPanel";
import { MemberList } from "../pages/MemberList";

/** `react.groups.members`: the members to those who may read the group; for its leaders, requests and invitations. */
export default function GroupMembers({ group, members }: GroupMembersWidgetProps): ReactNode {
  if (!group) return null;
  return (
    <>
      {members ? <MemberList group={group} members={members} /> : null}
      {group.viewer.canManage ? <LeaderPanel group={group} /> : null}
    </>
  );
}

import { useApiClient, useQuery } from "@quorum/core";
import type { Group } from "../../shared/Group";

/** `/groups`: browse the groups the viewer may know of. */
export default function GroupsPage() {
  const client = useApiClient();
  const groups = useQuery({ queryKey: ["groups", "list"], queryFn: () => client.get<Group[]>("/groups") });
  return (
    <main>
      <h1>Groups</h1>
      <ul>
        {(groups.data?.data ?? []).map((group) => (
          <li key={group.groupID}>
            <a href={group.url}>{group.name}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}

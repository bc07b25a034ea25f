import type { ApiClient, QueryParams } from "@quorum/core";
import type { Group, GroupApplicant } from "../shared/Group";

/** The queries the groups list and the group page's leader panel use; every key starts with "groups", so one invalidation refreshes them all. */
export const groupQueries = {
  list: (api: ApiClient, params: QueryParams) => ({
    queryKey: ["groups", "list", params],
    queryFn: async (): Promise<Group[]> => (await api.get<Group[]>("/groups", { params })).data,
  }),
  applicants: (api: ApiClient, groupID: number, type: "requests" | "invitations") => ({
    queryKey: ["groups", type, groupID],
    queryFn: async (): Promise<GroupApplicant[]> => (await api.get<GroupApplicant[]>(`/groups/${groupID}/${type}`)).data,
  }),
};

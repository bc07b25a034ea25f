import type { ApiClient, QueryParams } from "@quorum/core";
import type { Group, GroupApplicant, GroupMember } from "../shared/Group";

/** The queries the groups pages share; every key starts with "groups", so one invalidation refreshes them all. */
export const groupQueries = {
  list: (api: ApiClient, params: QueryParams) => ({
    queryKey: ["groups", "list", params],
    queryFn: async (): Promise<Group[]> => (await api.get<Group[]>("/groups", { params })).data,
  }),
  one: (api: ApiClient, groupID: number) => ({
    queryKey: ["groups", "one", groupID],
    queryFn: async (): Promise<Group> => (await api.get<Group>(`/groups/${groupID}`)).data,
  }),
  members: (api: ApiClient, groupID: number) => ({
    queryKey: ["groups", "members", groupID],
    queryFn: async (): Promise<GroupMember[]> => (await api.get<GroupMember[]>(`/groups/${groupID}/members`)).data,
  }),
  applicants: (api: ApiClient, groupID: number, type: "requests" | "invitations") => ({
    queryKey: ["groups", type, groupID],
    queryFn: async (): Promise<GroupApplicant[]> => (await api.get<GroupApplicant[]>(`/groups/${groupID}/${type}`)).data,
  }),
};

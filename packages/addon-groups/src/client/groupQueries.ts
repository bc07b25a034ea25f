import type { Discussion, PagingInfo } from "@quorum/api";
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
  /** A page of the group's discussions: the forum's list of its category. */
  discussions: (api: ApiClient, categoryID: number, page: number, limit: number) => ({
    queryKey: ["groups", "discussions", categoryID, page],
    queryFn: async (): Promise<{ discussions: Discussion[]; paging: PagingInfo | undefined }> => {
      const response = await api.get<Discussion[]>("/discussions", { params: { categoryID, page, limit } });
      return { discussions: response.data, paging: response.paging };
    },
  }),
  applicants: (api: ApiClient, groupID: number, type: "requests" | "invitations") => ({
    queryKey: ["groups", type, groupID],
    queryFn: async (): Promise<GroupApplicant[]> => (await api.get<GroupApplicant[]>(`/groups/${groupID}/${type}`)).data,
  }),
};

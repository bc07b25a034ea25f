import type { ApiClient } from "@quorum/core";
import type { Badge, BadgeHolder, BadgeRequest, LeaderboardRow, LeaderboardSlot, UserBadge } from "../shared/Badge";

/** The queries the badges pages share; every key starts with "badges", so one invalidation refreshes them all. */
export const badgeQueries = {
  list: (api: ApiClient) => ({
    queryKey: ["badges", "list"],
    queryFn: async (): Promise<Badge[]> => (await api.get<Badge[]>("/badges")).data,
  }),
  one: (api: ApiClient, badgeID: number) => ({
    queryKey: ["badges", "one", badgeID],
    queryFn: async (): Promise<Badge> => (await api.get<Badge>(`/badges/${badgeID}`)).data,
  }),
  holders: (api: ApiClient, badgeID: number) => ({
    queryKey: ["badges", "holders", badgeID],
    queryFn: async (): Promise<BadgeHolder[]> => (await api.get<BadgeHolder[]>(`/badges/${badgeID}/users`, { params: { limit: 100 } })).data,
  }),
  myRequest: (api: ApiClient, badgeID: number) => ({
    queryKey: ["badges", "myRequest", badgeID],
    queryFn: async (): Promise<BadgeRequest | null> => (await api.get<BadgeRequest | null>(`/badges/${badgeID}/requests/me`)).data,
  }),
  requests: (api: ApiClient, badgeID: number) => ({
    queryKey: ["badges", "requests", badgeID],
    queryFn: async (): Promise<BadgeRequest[]> => (await api.get<BadgeRequest[]>("/badges/requests", { params: { badgeID, limit: 100 } })).data,
  }),
  ofUser: (api: ApiClient, userID: number) => ({
    queryKey: ["badges", "ofUser", userID],
    queryFn: async (): Promise<UserBadge[]> => (await api.get<UserBadge[]>(`/users/${userID}/badges`)).data,
  }),
  leaderboard: (api: ApiClient, slot: LeaderboardSlot, limit: number) => ({
    queryKey: ["badges", "leaderboard", slot, limit],
    queryFn: async (): Promise<LeaderboardRow[]> => (await api.get<LeaderboardRow[]>("/badges/leaderboard", { params: { slotType: slot, limit } })).data,
  }),
};

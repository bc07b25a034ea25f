import type { PagingInfo } from "@quorum/api";
import type { ApiClient, QueryParams } from "@quorum/core";
import type { EventParticipant, QuorumEvent } from "../shared/Event";

/** The queries the events pages share; every key starts with "events", so one invalidation refreshes them all. */
export const eventQueries = {
  list: (api: ApiClient, params: QueryParams) => ({
    queryKey: ["events", "list", params],
    queryFn: async (): Promise<{ events: QuorumEvent[]; paging: PagingInfo | undefined }> => {
      const response = await api.get<QuorumEvent[]>("/events", { params });
      return { events: response.data, paging: response.paging };
    },
  }),
  one: (api: ApiClient, eventID: number) => ({
    queryKey: ["events", "one", eventID],
    queryFn: async (): Promise<QuorumEvent> => (await api.get<QuorumEvent>(`/events/${eventID}`)).data,
  }),
  participants: (api: ApiClient, eventID: number) => ({
    queryKey: ["events", "participants", eventID],
    queryFn: async (): Promise<EventParticipant[]> => (await api.get<EventParticipant[]>(`/events/${eventID}/participants`, { params: { limit: 100 } })).data,
  }),
};

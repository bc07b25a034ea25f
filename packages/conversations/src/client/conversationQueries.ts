import type { ApiClient } from "@quorum/core";
import type { Conversation, Message } from "../shared/conversationSchemas";

/** Query keys of the add-on's data: everything under `["conversations"]` is refreshed together. */
export const CONVERSATION_KEYS = {
  all: ["conversations"] as const,
  inbox: (page: number, limit: number) => ["conversations", "inbox", page, limit] as const,
  one: (conversationID: number) => ["conversations", "one", conversationID] as const,
  messages: (conversationID: number) => ["conversations", "messages", conversationID] as const,
};

/** A page of the viewer's inbox, with whether another page follows. */
export function inboxQuery(api: ApiClient, page: number, limit: number) {
  return {
    queryKey: CONVERSATION_KEYS.inbox(page, limit),
    queryFn: async (): Promise<{ conversations: Conversation[]; hasMore: boolean }> => {
      const response = await api.get<Conversation[]>("/conversations", { params: { page, limit } });
      return { conversations: response.data, hasMore: response.paging?.next !== undefined };
    },
  };
}

export function conversationQuery(api: ApiClient, conversationID: number) {
  return {
    queryKey: CONVERSATION_KEYS.one(conversationID),
    queryFn: async (): Promise<Conversation> => (await api.get<Conversation>(`/conversations/${conversationID}`)).data,
  };
}

/** Every message of a conversation, oldest first (pages of 100 read one after another). */
export function messagesQuery(api: ApiClient, conversationID: number) {
  return {
    queryKey: CONVERSATION_KEYS.messages(conversationID),
    queryFn: async (): Promise<Message[]> => {
      const messages: Message[] = [];
      for (let page = 1; ; page++) {
        const response = await api.get<Message[]>("/messages", { params: { conversationID, page, limit: 100 } });
        messages.push(...response.data);
        if (response.data.length < 100) return messages;
      }
    },
  };
}

import type { NotificationPreferences, NotificationPreferencesSchemaNode } from "@quorum/api";
import { useApiClient, useSuspenseQuery } from "@quorum/core";

/** The preferences schema's answer: the nodes the page draws. */
interface PreferencesSchema {
  type: "object";
  properties: Record<string, NotificationPreferencesSchemaNode>;
}

/**
 * The schema (`GET /notification-preferences/schema`) and the member's defaults
 * (`GET /notification-preferences/{userID}`). Suspends, so the server render waits for both and
 * ships them in the page.
 */
export function useNotificationPreferences(userID: number): { schema: PreferencesSchema; preferences: NotificationPreferences } {
  const api = useApiClient();
  const { data: schema } = useSuspenseQuery({
    queryKey: ["notificationPreferences", "schema"],
    queryFn: async ({ signal }) => (await api.get<PreferencesSchema>("/notification-preferences/schema", { signal })).data,
  });
  const { data: preferences } = useSuspenseQuery({
    queryKey: ["notificationPreferences", userID],
    queryFn: async ({ signal }) => (await api.get<NotificationPreferences>(`/notification-preferences/${userID}`, { signal })).data,
  });
  return { schema, preferences };
}

import type { NotificationPreferences } from "@quorum/api";
import { useApiClient, useCurrentUser, useQuery } from "@quorum/core";

/** A member's default notification methods for one kind of newly followed content (spec §3 "User defaults"). */
interface NotificationMethods {
  popup: boolean;
  email: boolean;
}

/** The user defaults that following a category reads (spec §3: NewDiscussion, NewComment, DigestEnabled). */
export interface FollowDefaults {
  NewDiscussion: NotificationMethods;
  NewComment: NotificationMethods;
  DigestEnabled: { email: boolean };
}

/** The spec's defaults for newly followed content: a popup for new discussions and comments, no email, no digest. */
export const SPEC_FOLLOW_DEFAULTS: FollowDefaults = {
  NewDiscussion: { popup: true, email: false },
  NewComment: { popup: true, email: false },
  DigestEnabled: { email: false },
};

function methodsOf(value: NotificationPreferences[string] | undefined, fallback: NotificationMethods): NotificationMethods {
  return typeof value === "object" && "popup" in value ? { popup: value.popup, email: value.email } : fallback;
}

/** The defaults for new content out of the member's notification preferences. */
function followDefaultsOf(preferences: NotificationPreferences): FollowDefaults {
  return {
    NewDiscussion: methodsOf(preferences["NewDiscussion"], SPEC_FOLLOW_DEFAULTS.NewDiscussion),
    NewComment: methodsOf(preferences["NewComment"], SPEC_FOLLOW_DEFAULTS.NewComment),
    DigestEnabled: { email: preferences.DigestEnabled.email },
  };
}

/**
 * The signed-in member's own defaults for newly followed content, from their notification
 * preferences (`GET /notification-preferences/{userID}`, the query the preferences page uses);
 * undefined until they are loaded, the spec's if they cannot be. The server fills a new follow
 * from the same preferences; here they decide what the panel shows at once and whether the digest
 * is offered (spec §5).
 */
export function useFollowDefaults(): FollowDefaults | undefined {
  const api = useApiClient();
  const { userID } = useCurrentUser();
  const { data, isError } = useQuery({
    queryKey: ["notificationPreferences", userID],
    queryFn: async ({ signal }) => (await api.get<NotificationPreferences>(`/notification-preferences/${userID}`, { signal })).data,
    enabled: userID > 0,
  });
  // Unreadable: following still works (the server fills it from the member's preferences anyway).
  if (isError) return SPEC_FOLLOW_DEFAULTS;
  return data ? followDefaultsOf(data) : undefined;
}

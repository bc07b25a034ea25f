import { createContext, useContext } from "react";

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

/** Where `useFollowDefaults` reads them; tests provide other defaults through it. */
export const FollowDefaultsContext = createContext<FollowDefaults>(SPEC_FOLLOW_DEFAULTS);

/**
 * The defaults for newly followed content — the ONE place the follow dropdown reads them. Until
 * the member's own notification preferences (`GET /notification-preferences/{userID}`, built in
 * another part of issue 13) are wired in here, they are the spec's defaults.
 */
export function useFollowDefaults(): FollowDefaults {
  return useContext(FollowDefaultsContext);
}

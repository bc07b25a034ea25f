import { GUEST_USER } from "@quorum/api";
import type { CurrentUser } from "@quorum/api";
import { useBootstrap } from "./useBootstrap";

/** The signed-in user, or `GUEST_USER` (userID 0) for a visitor. */
export function useCurrentUser(): CurrentUser {
  return useBootstrap().user ?? GUEST_USER;
}

import { API_BASE, GUEST_USER, SESSION_COOKIE, type PermissionsPayload } from "@quorum/api";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Viewer } from "../addons/defineServerAddon";
import type { QuorumContext } from "../QuorumContext";
import { withholdUntilConfirmed } from "../emailConfirmation/withholdUntilConfirmed";
import { toCurrentUser } from "../users/toCurrentUser";
import { forbidden } from "../errors/forbidden";
import { clearSessionCookie } from "./sessionCookie";

/** What a banned member's changes are refused with. */
const BANNED_MESSAGE = "This user has been banned.";
const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const SIGN_OUT_URL = `${API_BASE}/authenticate`;

/** `dateLastActive` is written at most this often per user, not on every request. */
const ACTIVITY_GRANULARITY_MS = 10 * 60 * 1000;

/**
 * The onRequest hook that sets `request.viewer`. A guest costs no query (one shared, frozen viewer
 * per permission state); a session costs one query (session + user + roles), remembered for a few
 * seconds, and its permissions come from the cache of payloads per role set.
 */
export function loadViewer(ctx: QuorumContext) {
  let guest: { permissions: PermissionsPayload; viewer: Viewer } | null = null;
  const guestViewer = async (): Promise<Viewer> => {
    const permissions = await ctx.permissions.forViewer({ userID: 0, isAdmin: false, roleIDs: [] });
    if (guest?.permissions !== permissions) guest = { permissions, viewer: Object.freeze({ user: GUEST_USER, permissions, sessionID: null }) };
    return guest.viewer;
  };

  return async function viewerHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      request.viewer = await guestViewer();
      return;
    }
    const found = await ctx.sessions.findUser(token);
    if (!found) {
      clearSessionCookie(reply, request);
      request.viewer = await guestViewer();
      return;
    }
    const { user, sessionID } = found;
    if (user.banned) {
      // A banned member reads as a guest; what they try to change is refused saying why (spec §8's
      // text), not with a guest's "Permission Problem". Signing out stays open. The session is
      // kept, so an unban gives it back.
      request.viewer = await guestViewer();
      if (CHANGES.has(request.method) && !(request.method === "DELETE" && request.url.split("?")[0] === SIGN_OUT_URL)) throw forbidden(BANNED_MESSAGE);
      return;
    }
    if (!user.dateLastActive || Date.now() - user.dateLastActive.getTime() > ACTIVITY_GRANULARITY_MS) {
      // The remembered row is updated too, so the next requests of this session skip the write.
      user.dateLastActive = new Date();
      await ctx.db.updateTable("users").set({ dateLastActive: user.dateLastActive }).where("userID", "=", user.userID).execute();
    }
    let permissions = await ctx.permissions.forUser(user);
    if (!user.emailConfirmed && !user.isAdmin) {
      // Spec §5: while confirmation is required, an unconfirmed member lacks what the settings withhold.
      const config = await ctx.config.all();
      const names = config["registration.withheldUntilConfirmed"];
      if (config["registration.confirmEmail"] === true && Array.isArray(names)) permissions = withholdUntilConfirmed(permissions, names as string[]);
    }
    // Last: what this member holds alone (permissionHooks.refine), kept whatever is withheld above.
    permissions = await ctx.permissions.refine(permissions, user.userID);
    request.viewer = { user: toCurrentUser(user), permissions, sessionID };
  };
}

import type { Addon, PermissionsPayload } from "@quorum/api";
import { MEMBER, guestBootstrap } from "@quorum/core/testing";
import type { ClientBootstrap } from "@quorum/core";

/** What a site manager holds on the test site: the dashboard's permission, and no admin shortcut. */
const MANAGER_PERMISSIONS: PermissionsPayload = {
  isAdmin: false,
  permissions: [{ type: "global", permissions: { "discussions.view": true, "site.manage": true } }],
};

/** The bootstrap of a site manager (a member holding `site.manage`). */
export function managerBootstrap(): ClientBootstrap {
  return guestBootstrap({ user: { ...MEMBER, userID: 2, name: "Morgan" }, permissions: MANAGER_PERMISSIONS });
}

const addon = (fields: Partial<Addon> & Pick<Addon, "key" | "name">): Addon => ({
  addonID: fields.key,
  type: "addon",
  description: "",
  version: "1.0.0",
  enabled: true,
  alwaysOn: false,
  requires: {},
  permissions: [],
  ...fields,
});

/** Installed add-ons as `GET /addons` lists them: always on, on, off, and made for another core. */
export const ADDONS: readonly Addon[] = [
  addon({ key: "forum", name: "Forum", description: "Discussions, comments, categories and tags.", version: "0.1.0", alwaysOn: true }),
  addon({ key: "qna", name: "Q&A", description: "Questions with accepted answers.", version: "0.3.0" }),
  addon({ key: "polls", name: "Polls", description: "Ask the community to vote.", version: "1.2.0", enabled: false }),
  addon({
    key: "future",
    name: "Future",
    description: "Made for a later core.",
    version: "9.0.0",
    enabled: false,
    problem: "Future 9.0.0 needs Quorum core ^9.0.0; this site runs 0.1.0.",
  }),
];

/** A signed-in member as the server describes one: `session.valid` beside their grants. */
export function accountBootstrap(config: Record<string, unknown> = {}): ClientBootstrap {
  return guestBootstrap({
    user: { ...MEMBER },
    permissions: { isAdmin: false, permissions: [{ type: "global", permissions: { "discussions.view": true, "comments.add": true, "session.valid": true } }] },
    config,
  });
}

/** A site manager of accounts: users.add, users.edit and users.delete, and not an administrator. */
export function usersManagerBootstrap(): ClientBootstrap {
  return guestBootstrap({
    user: { ...MEMBER, userID: 2, name: "Morgan" },
    permissions: {
      isAdmin: false,
      permissions: [
        { type: "global", permissions: { "session.valid": true, "users.add": true, "users.edit": true, "users.delete": true, "site.manage": true } },
      ],
    },
  });
}

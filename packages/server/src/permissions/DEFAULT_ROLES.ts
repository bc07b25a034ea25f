/** A role the core migration creates, with the framework's global permissions it starts with. */
export interface DefaultRole {
  name: string;
  type: "guest" | "member" | "moderator" | "administrator";
  description: string;
  permissions: readonly string[];
}

// Only the framework's own permissions (profiles, accounts, the site). A feature's permissions,
// the forum's included, are declared by the feature (`definePermission(..., { defaultRoles })`)
// and granted to these roles by type when it is first enabled.
const GUEST = ["profiles.view"];
const ADMINISTRATOR = [...GUEST, "site.manage", "users.add", "users.edit", "users.delete", "personalInfo.view"];

/**
 * The four roles every site starts with. Guests (signed out, userID 0) hold the grants of the
 * role of type "guest"; registration gives the roles of type "member".
 */
export const DEFAULT_ROLES: readonly DefaultRole[] = [
  { name: "Guest", type: "guest", description: "Visitors who are not signed in.", permissions: GUEST },
  { name: "Member", type: "member", description: "Registered members.", permissions: GUEST },
  { name: "Moderator", type: "moderator", description: "Members who keep the community in order.", permissions: GUEST },
  { name: "Administrator", type: "administrator", description: "Members who run the site.", permissions: ADMINISTRATOR },
];

/** A role the core migration creates, with the global permissions it starts with. */
export interface DefaultRole {
  name: string;
  type: "guest" | "member" | "moderator" | "administrator";
  description: string;
  permissions: readonly string[];
}

const GUEST = ["discussions.view", "profiles.view"];
const MEMBER = [...GUEST, "discussions.add", "comments.add", "reactions.positive.add", "conversations.add", "flag.add"];
const MODERATOR = [
  ...MEMBER,
  "community.moderate",
  "discussions.manage",
  "discussions.moderate",
  "discussions.edit",
  "discussions.close",
  "discussions.delete",
  "comments.edit",
  "comments.delete",
  "curation.manage",
  "reactions.view",
];
const ADMINISTRATOR = [...MODERATOR, "site.manage", "community.manage", "users.add", "users.edit", "users.delete", "personalInfo.view"];

/**
 * The four roles every site starts with. Guests (signed out, userID 0) hold the grants of the
 * role of type "guest"; registration gives the roles of type "member".
 */
export const DEFAULT_ROLES: readonly DefaultRole[] = [
  { name: "Guest", type: "guest", description: "Visitors who are not signed in.", permissions: GUEST },
  { name: "Member", type: "member", description: "Registered members.", permissions: MEMBER },
  { name: "Moderator", type: "moderator", description: "Members who keep the community in order.", permissions: MODERATOR },
  { name: "Administrator", type: "administrator", description: "Members who run the site.", permissions: ADMINISTRATOR },
];

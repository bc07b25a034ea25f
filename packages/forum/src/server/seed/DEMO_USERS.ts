/** The demo accounts: one per role to sign in as, and a few more members to make threads lively. */
export const DEMO_USERS: readonly { name: string; roles: string[]; isAdmin?: boolean }[] = [
  { name: "admin", roles: ["Administrator"], isAdmin: true },
  { name: "moderator", roles: ["Moderator"] },
  { name: "member", roles: ["Member"] },
  { name: "alice", roles: ["Member"] },
  { name: "bob", roles: ["Member"] },
  { name: "carol", roles: ["Member"] },
  { name: "dave", roles: ["Member"] },
];

/** Demo tags (type "User", the ones members add). */
export const DEMO_TAGS: readonly string[] = ["Welcome", "How-to", "Bug", "Feature Request", "Question", "Mobile", "Performance", "Meta"];

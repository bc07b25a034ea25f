import type { CategoryInput } from "../services/categories/createCategory";

const STAFF = [
  "discussions.view",
  "discussions.add",
  "discussions.edit",
  "discussions.close",
  "discussions.delete",
  "discussions.moderate",
  "discussions.manage",
  "comments.add",
  "comments.edit",
  "comments.delete",
];

/** A demo category: its key, its parent's key, and what createCategory needs. */
export interface DemoCategory extends Omit<CategoryInput, "parentCategoryID"> {
  key: string;
  parent?: string;
}

/**
 * The demo tree. Announcements and Staff Lounge carry custom permissions (junctions): everyone
 * reads Announcements but only staff post there; only staff see the Staff Lounge at all.
 */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { key: "general", name: "General", description: "Everything about our community.", sort: 1 },
  {
    key: "announcements",
    parent: "general",
    name: "Announcements",
    description: "News from the team. Only moderators can start discussions here.",
    sort: 1,
    permissions: {
      Guest: ["discussions.view"],
      Member: ["discussions.view", "comments.add"],
      Moderator: STAFF,
      Administrator: STAFF,
    },
  },
  { key: "support", name: "Support", description: "Ask for help and help others.", displayAs: "categories", sort: 2 },
  { key: "getting-started", parent: "support", name: "Getting Started", description: "New here? Start with these.", sort: 1 },
  { key: "bug-reports", parent: "support", name: "Bug Reports", description: "Something broken? Tell us how to reproduce it.", sort: 2 },
  { key: "off-topic", name: "Off Topic", description: "Anything goes (within the rules).", sort: 3 },
  {
    key: "staff-lounge",
    name: "Staff Lounge",
    description: "Private space for moderators and administrators.",
    sort: 4,
    permissions: { Moderator: STAFF, Administrator: STAFF },
  },
  {
    // Only administrators organise this category (edit, move, close, delete); moderators take part
    // like members: the demo of a category-scoped grant narrower than a role's global one.
    key: "site-feedback",
    name: "Site Feedback",
    description: "Tell the team what to improve. Administrators curate this category.",
    sort: 5,
    permissions: {
      Guest: ["discussions.view"],
      Member: ["discussions.view", "discussions.add", "comments.add"],
      Moderator: ["discussions.view", "discussions.add", "comments.add"],
      Administrator: STAFF,
    },
  },
];

/**
 * First path segments the site already uses (its pages and the add-ons'): a section may not take
 * one as its folder (422). (The router never reads an add-on page's address as a section's anyway:
 * a `/:folder` layout path is tried last; this keeps a folder from being one no page can reach.)
 */
export const RESERVED_FOLDERS: ReadonlySet<string> = new Set([
  "api",
  "articles",
  "assets",
  "badges",
  "bookmarks",
  "categories",
  "collections",
  "dashboard",
  "discussion",
  "discussions",
  "drafts",
  "entry",
  "events",
  "favicon-ico",
  "files",
  "groups",
  "help",
  "home",
  "ideation",
  "kb",
  "log",
  "messages",
  "notes",
  "notification-preferences",
  "notifications",
  "page-bootstrap",
  "post",
  "profile",
  "ranks",
  "robots-txt",
  "search",
  "settings",
  "sitemap",
  "sso",
  "subcommunities",
  "tags",
  "unsubscribe",
  "uploads",
  "user",
  "users",
  "utility",
  "vendor",
  "waiting",
]);

/** A folder's form: a lowercase slug of letters, digits and single dashes (2 to 50 characters, a letter among them: an all-digit folder would read as an id). */
export const FOLDER_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,49}$/;

// `@quorum/forum/testing`: the forum's test harness for add-ons built on it — a real forum on a
// real database (PGlite in memory), seeded as a new site is. For test files only.
export { createForumTestApp, testPassword } from "./createForumTestApp";
export type { DemoUser, ForumTestApp } from "./createForumTestApp";

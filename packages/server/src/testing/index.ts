// Test helpers for @quorum/server and add-ons built on it: a real database (PGlite in memory, or
// PostgreSQL when QUORUM_TEST_DATABASE_URL is set), a migrated app, and client-like requests.
export { api } from "./api";
export type { ApiRequest } from "./api";
export { createTestApp } from "./createTestApp";
export type { TestApp } from "./createTestApp";
export { createTestDatabase } from "./createTestDatabase";
export { signIn } from "./signIn";
export { tinyPng } from "./tinyPng";
export { openEventStream } from "./openEventStream";
export type { TestEventStream } from "./openEventStream";

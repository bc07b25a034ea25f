import type { PermissionsPayload, SiteBootstrap } from "@quorum/api";

/**
 * The bootstrap the client starts from. Permissions may be missing (a page rendered without them);
 * they are then loaded from the API, and every check answers false until they arrive (spec §4).
 */
export type ClientBootstrap = Omit<SiteBootstrap, "permissions"> & { permissions?: PermissionsPayload | null };

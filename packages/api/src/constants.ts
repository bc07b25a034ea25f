/** Mutations must carry this header (spec §7); the server refuses them without it. */
export const REQUESTED_WITH_HEADER = "x-requested-with";
export const REQUESTED_WITH_VALUE = "vanilla";

/** The base of every API path. */
export const API_BASE = "/api/v2";

/** The session cookie's name. */
export const SESSION_COOKIE = "quorum_session";

/** Default page size of lists (discussions 30, comments 30 as in Vanilla). */
export const DEFAULT_PAGE_LIMIT = 30;

/** Default primary colour of the light theme (spec §9). */
export const DEFAULT_PRIMARY_COLOR = "#037DBC";

/**
 * Where the default user photo is served (a silhouette). The API answers it, absolute, as the
 * `photoUrl` of users without a photo (Vanilla's clients expect a URL); the client's Avatar draws
 * the same silhouette inline instead of loading it.
 */
export const DEFAULT_PHOTO_PATH = "/uploads/default-photo.svg";

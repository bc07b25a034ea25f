/** What a request hears while the database cannot be reached (answered 503, docs/architecture.md "Several processes"). */
export const DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable. Try again in a moment.";

/**
 * PostgreSQL's SQLSTATE classes for a connection that failed or was ended by the server: 08
 * (connection exception) and 57P (operator intervention: `pg_terminate_backend`, a shutdown, a
 * server still starting up). A statement that failed this way did not change anything, or its
 * transaction's commit was never acknowledged.
 */
const UNAVAILABLE_STATE = /^(08|57P)/;
/** The operating system's codes for a server that is not there (restarting, failed over, unreachable). */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** pg's own errors for a connection that ended or never came (they carry no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^timeout expired$/,
  /is not queryable$/,
  /^Client has encountered a connection error/,
  /^Client was closed/,
];

/**
 * True when `error` says the database went away rather than that a statement was wrong: the
 * server ended the connection, refused a new one, or could not be reached in time. Such errors
 * are answered 503 (try again); any other database error stays a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_STATE.test(code) || SOCKET_CODES.has(code))) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === "string" && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // An AggregateError (a host with several addresses, each refused) or a wrapped cause.
  const inner = [
    (error as { cause?: unknown }).cause,
    ...(Array.isArray((error as { errors?: unknown }).errors) ? (error as { errors: unknown[] }).errors : []),
  ];
  return inner.some((cause) => cause !== error && isDatabaseUnavailable(cause));
}

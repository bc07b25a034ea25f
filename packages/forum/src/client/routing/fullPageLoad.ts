/**
 * Leaves the single-page app for `path`. Used after signing in or out: the session cookie changed,
 * so the server must render the next page (with the new user, permissions and add-ons) itself.
 */
export function fullPageLoad(path: string): void {
  window.location.assign(path);
}

/**
 * The same-origin path a `Target` parameter may send the browser to after signing in, or "/".
 * Anything pointing at another origin ("//evil", "https://evil", "javascript:") falls back to "/"
 * so the sign-in page cannot be used as an open redirect.
 */
export function safeTarget(target: string | null | undefined, origin: string): string {
  if (!target) return "/";
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return "/";
  }
  if (url.origin !== origin) return "/";
  // Never send the user back to an entry page: signing in again would loop.
  if (url.pathname.startsWith("/entry/")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The site-relative part of a record's `url`, so in-app links stay client-side even when the API
 * answers with absolute URLs (a canonical host behind a proxy).
 */
export function toSitePath(url: string): string {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return "/";
  }
}

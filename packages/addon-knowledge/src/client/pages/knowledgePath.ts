/**
 * The in-app address of a link inside the knowledge base, or null for any other link (spec §2:
 * "a path prefix /kb/ is preserved when links are rewritten"). An article's body is stored HTML, so
 * its links to other articles are plain `<a href>`s, written root-relative (`/kb/articles/12`) or
 * absolute (`https://forum.example/kb/guide`): both become the root-relative `/kb/...` path, its
 * query and fragment kept, which the app's router opens without loading a new document. Links to
 * other sites, to other parts of the site (their pages may be the server's), and to a heading of
 * the open page (the browser scrolls to it) are left to the browser.
 */
export function knowledgePath(href: string, current: { origin: string; pathname: string; search: string }): string | null {
  let url: URL;
  try {
    url = new URL(href, current.origin + current.pathname + current.search);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname !== "/kb" && !url.pathname.startsWith("/kb/")) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return url.pathname + url.search + url.hash;
}

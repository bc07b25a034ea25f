/** Spec §9: shared links say where they came from. */
const SHARE_UTM_SOURCE = "community-share";

/** The absolute address of a record to share: its URL on this site with `utm_source=community-share`. */
export function shareUrl(recordUrl: string, origin: string): string {
  const url = new URL(recordUrl, origin);
  url.searchParams.set("utm_source", SHARE_UTM_SOURCE);
  return url.toString();
}

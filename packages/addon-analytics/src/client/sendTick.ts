import { API_BASE, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from "@quorum/api";
import type { Navigation } from "@quorum/core";

/**
 * Sends a page's view (`POST /tick`, spec §8): the first page once it has hydrated, then each
 * in-app navigation. `keepalive` lets it finish while the visitor leaves; the site's own header
 * passes the CSRF guard (a beacon could not carry it). The server fills in the discussion and
 * category from the address. Failures are only logged (spec §11). Every first load downloads
 * this module: keep it tiny.
 */
export default function sendTick({ url, referrer }: Navigation): void {
  const warn = (why: unknown) => console.warn("Quorum: a page view was not counted.", why);
  fetch(`${API_BASE}/tick`, {
    method: "POST",
    keepalive: true,
    credentials: "same-origin",
    headers: { "content-type": "application/json", [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
    // The API takes 2000 characters of each; a first page may have no referrer.
    body: JSON.stringify({ type: "page_view", url: url.slice(0, 2000), ...(referrer ? { referrer: referrer.slice(0, 2000) } : {}) }),
  }).then((response) => response.ok || warn(response.status), warn);
}

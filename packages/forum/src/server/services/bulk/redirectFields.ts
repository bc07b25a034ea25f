import type { ForumDatabase } from "../../db/ForumTables";
import type { Updateable } from "kysely";
import { cookBody } from "@quorum/server";
import { escapeHtml } from "@quorum/api";

/** The post type of a discussion that only sends visitors on to another one. */
export const REDIRECT_TYPE = "redirect";

/**
 * The fields that make a discussion a redirect to `url` (a site path): type "redirect", closed,
 * a body linking on ("This discussion has been moved." / "merged."), and `attributes.redirectTo`,
 * which the post page follows.
 */
export function redirectFields(url: string, verb: "moved" | "merged") {
  const body = `<p>This discussion has been <a href="${escapeHtml(url)}">${verb}</a>.</p>`;
  return {
    type: REDIRECT_TYPE,
    body,
    format: "html",
    ...cookBody(body, "html"),
    closed: true,
    attributes: JSON.stringify({ redirectTo: url }),
  } satisfies Updateable<ForumDatabase["discussions"]>;
}

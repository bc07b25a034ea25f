import type { UserFragment } from "@quorum/api";
import { renderBody } from "@quorum/server";
import type { ServiceContext } from "../ServiceContext";

/**
 * The format signatures are stored in. Markdown: plain text reads as itself, and images, links
 * and inline HTML (through the sanitizer) work too.
 */
const SIGNATURE_FORMAT = "markdown";

/**
 * Gives the authors of a page's posts their signature (`signature.body`, sanitized HTML) when
 * `signatures.enabled` is on; does nothing (and no query) when it is off. One query for the
 * whole page, and each distinct signature rendered once, however many posts its author has on it.
 */
export async function attachSignatures(ctx: Pick<ServiceContext, "db" | "config">, users: Iterable<UserFragment | null | undefined>): Promise<void> {
  const byID = new Map<number, UserFragment[]>();
  for (const user of users) {
    if (!user || user.userID <= 0) continue;
    const same = byID.get(user.userID);
    if (same) same.push(user);
    else byID.set(user.userID, [user]);
  }
  if (byID.size === 0 || (await ctx.config())["signatures.enabled"] !== true) return;
  const rows = await ctx.db
    .selectFrom("users")
    .select(["userID", "signature"])
    .where("userID", "in", [...byID.keys()])
    .where("signature", "is not", null)
    .where("signature", "<>", "")
    .execute();
  for (const row of rows) {
    const body = row.signature === null ? "" : renderBody(row.signature, SIGNATURE_FORMAT, "signature");
    if (body === "") continue;
    for (const user of byID.get(row.userID) ?? []) user.signature = { body };
  }
}

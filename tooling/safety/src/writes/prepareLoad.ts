import { signIn } from "../ApiSession.ts";
import { liftFloodLimits } from "../liftFloodLimits.ts";
import { WriteLoad } from "./WriteLoad.ts";

/** The demo accounts writing: a site manager, a moderator and a member, each with sessions of its own. */
const WRITERS = ["admin", "moderator", "member"];

/**
 * Signs the demo accounts in and finds a category the member may post in (the first that takes a
 * discussion), whose first discussions, written here, the load's comments go to; those count as
 * acknowledged writes too (token `<runId>-start-1`).
 */
export async function prepareLoad(site: { baseUrl: string; password: string }, runId: string, hungMs: number): Promise<WriteLoad> {
  const sessions = await Promise.all(WRITERS.map((name) => signIn(site.baseUrl, name, site.password)));
  const member = sessions[WRITERS.indexOf("member")];
  const admin = sessions[WRITERS.indexOf("admin")];
  if (!member || !admin) throw new Error("no member or admin session");
  // Hundreds of writes a minute from the member: the posting throttle would refuse most of them.
  await liftFloodLimits(admin);
  const categories = (await (await member.request("GET", "/api/v2/categories?limit=100")).json()) as Array<{ categoryID: number }>;
  for (const { categoryID } of categories) {
    const first = await member.request("POST", "/api/v2/discussions", {
      name: `Durability ${runId}-start-1`,
      body: `Written by the safety suite: ${runId}-start-1.`,
      format: "text",
      categoryID,
    });
    if (first.status !== 201) continue;
    const { discussionID } = (await first.json()) as { discussionID: number };
    const load = new WriteLoad({ sessions, categoryID, discussionIDs: [discussionID], runId, hungMs });
    load.acked.push({ kind: "discussion", id: discussionID, token: `${runId}-start-1` });
    return load;
  }
  throw new Error(`the member could post a discussion in none of ${categories.length} categories`);
}

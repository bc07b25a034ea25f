import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";
import type { PersonaName } from "./Persona.ts";

/** Who sees the demo's Staff Lounge: its custom permissions grant it to moderators and administrators only. */
const STAFF: ReadonlySet<PersonaName> = new Set(["moderator", "admin"]);

/**
 * An idea in a restricted idea category (packages/addon-ideation): the admin enables ideation and
 * makes the demo's Staff Lounge an idea category, the moderator posts an idea there and votes on
 * it. Members and guests must find neither the lounge's idea settings nor the idea (with its
 * votes and status) anywhere, and get both answered as missing.
 */
export const ideationKind: HiddenKind = {
  name: "ideation",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { admin, moderator } = ctx.sessions;
    const { marker, missingID } = ctx;
    await callOk(admin, "PATCH", "/api/v2/addons/ideation", { enabled: true });
    const lounge = await callOk<{ categoryID: number }>(admin, "GET", "/api/v2/categories/staff-lounge");
    await callOk(admin, "PATCH", `/api/v2/categories/${lounge.categoryID}/ideation`, { enabled: true, allowDownVotes: true });
    const idea = await callOk<{ discussionID: number }>(moderator, "POST", "/api/v2/discussions", {
      name: `${marker} hidden idea`,
      body: `${marker} hidden idea body`,
      format: "markdown",
      categoryID: lounge.categoryID,
      type: "idea",
    });
    await callOk(moderator, "PUT", `/api/v2/discussions/${idea.discussionID}/idea-vote`, { vote: "up" });
    const id = idea.discussionID;
    return [
      {
        kind: "idea",
        id,
        visibleTo: STAFF,
        texts: [`${marker} hidden idea`],
        idKeys: ["discussionID", "recordID"],
        idPaths: [`/discussion/${id}`],
        probes: [
          { hidden: `/api/v2/discussions/${id}`, missing: `/api/v2/discussions/${missingID}` },
          { hidden: `/api/v2/categories/${lounge.categoryID}/ideation`, missing: `/api/v2/categories/${missingID}/ideation` },
        ],
      },
    ];
  },
};

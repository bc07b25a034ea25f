import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";
import type { PersonaName } from "./Persona.ts";

/**
 * Drafts are their author's alone (administrators included): one of the second member's (a new
 * discussion in a visible category) and one of the moderator's (a comment on the visible
 * discussion), each hidden from every other persona.
 */
export const draftKind: HiddenKind = {
  name: "drafts",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { marker, missingID } = ctx;
    const drafts: Array<[PersonaName, unknown]> = [
      [
        "member2",
        {
          recordType: "discussion",
          parentRecordType: "category",
          parentRecordID: ctx.visible.categoryID,
          attributes: {
            body: `${marker} member2 draft body`,
            format: "markdown",
            name: `${marker} member2 draft title`,
            draftMeta: { name: `${marker} member2 draft title` },
          },
        },
      ],
      [
        "moderator",
        {
          recordType: "comment",
          parentRecordType: "discussion",
          parentRecordID: ctx.visible.discussionID,
          attributes: { body: `${marker} moderator draft body`, format: "markdown" },
        },
      ],
    ];
    const records: HiddenRecord[] = [];
    for (const [author, body] of drafts) {
      const draft = await callOk<{ draftID: number }>(ctx.sessions[author], "POST", "/api/v2/drafts", body);
      records.push({
        kind: `draft of ${author}`,
        id: draft.draftID,
        visibleTo: new Set([author]),
        texts: author === "member2" ? [`${marker} member2 draft body`, `${marker} member2 draft title`] : [`${marker} moderator draft body`],
        idKeys: ["draftID"],
        idPaths: [],
        probes: [
          { hidden: `/api/v2/drafts/${draft.draftID}`, missing: `/api/v2/drafts/${missingID}` },
          { hidden: `/api/v2/drafts/${draft.draftID}/edit`, missing: `/api/v2/drafts/${missingID}/edit` },
          { hidden: `/post/editdiscussion/0/${draft.draftID}`, missing: `/post/editdiscussion/0/${missingID}` },
        ],
      });
    }
    return records;
  },
};

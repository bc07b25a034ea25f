import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";
import type { PersonaName } from "./Persona.ts";

/** A private group's members (the member leads it) and holders of groups.moderate. */
const GROUP_READERS: ReadonlySet<PersonaName> = new Set(["member", "moderator", "admin"]);

/**
 * Events (packages/addon-events) some viewers may not see: one in the demo's Staff Lounge, made by
 * the moderator and answered by the admin, and one in a private group the member leads (stored
 * against the group's hidden category). Each, its participants and its .ics must answer as a
 * missing event to those outside, and no list (upcoming, past, a month, by parent) may show it.
 */
export const eventKind: HiddenKind = {
  name: "events",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { marker, missingID, sessions } = ctx;
    await callOk(sessions.admin, "PATCH", "/api/v2/addons/events", { enabled: true });
    await callOk(sessions.admin, "PATCH", "/api/v2/addons/groups", { enabled: true });
    const lounge = await callOk<{ categoryID: number }>(sessions.admin, "GET", "/api/v2/categories/staff-lounge");
    const starts = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    const times = { dateStarts: starts.toISOString(), dateEnds: new Date(starts.getTime() + 2 * 60 * 60 * 1000).toISOString(), timeZone: "Europe/Paris" };
    const staff = await callOk<{ eventID: number }>(sessions.moderator, "POST", "/api/v2/events", {
      name: `${marker} hidden staff event`,
      body: `${marker} hidden staff event body`,
      format: "text",
      parentRecordType: "category",
      parentRecordID: lounge.categoryID,
      location: `${marker} hidden staff room`,
      ...times,
    });
    await callOk(sessions.admin, "PUT", `/api/v2/events/${staff.eventID}/participants`, { attending: "yes" });

    const { groupID } = await callOk<{ groupID: number }>(sessions.member, "POST", "/api/v2/groups", {
      name: "Private group with events",
      description: "Members meet here.",
      privacy: "private",
    });
    // The group's new-post form makes its category, as the browser would on the way to posting.
    await callOk(
      sessions.member,
      "GET",
      `/api/v2/layouts/lookup-hydrate?layoutViewType=createPost&recordType=group&recordID=${groupID}&params[postType]=discussion`,
    );
    const group = await callOk<{ eventID: number }>(sessions.member, "POST", "/api/v2/events", {
      name: `${marker} hidden group event`,
      body: `${marker} hidden group event body`,
      format: "text",
      parentRecordType: "group",
      parentRecordID: groupID,
      ...times,
    });
    await callOk(sessions.member, "PUT", `/api/v2/events/${group.eventID}/participants`, { attending: "maybe" });

    const record = (kind: string, id: number, visibleTo: ReadonlySet<PersonaName>, texts: string[]): HiddenRecord => ({
      kind,
      id,
      visibleTo,
      texts,
      idKeys: ["eventID"],
      idPaths: [`/events/${id}`],
      probes: ["", "/participants", "/ics"].map((path) => ({ hidden: `/api/v2/events/${id}${path}`, missing: `/api/v2/events/${missingID}${path}` })),
    });
    return [
      record("staff event", staff.eventID, new Set(["moderator", "admin"]), [`${marker} hidden staff event`, `${marker} hidden staff room`]),
      record("group event", group.eventID, GROUP_READERS, [`${marker} hidden group event`]),
    ];
  },
};

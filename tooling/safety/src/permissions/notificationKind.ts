import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";

/** How long the set-up waits for the fan-out, which runs after the comment's answer. */
const FAN_OUT_WAIT_MS = 30_000;

/**
 * A notification is its member's alone: the member starts a discussion, the second member
 * comments in it mentioning them, and the member's notification is hidden from every other
 * persona (administrators included): `GET /notifications/{id}` answers them as a missing one.
 */
export const notificationKind: HiddenKind = {
  name: "notifications",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { marker, missingID, sessions } = ctx;
    const discussion = await callOk<{ discussionID: number }>(sessions.member, "POST", "/api/v2/discussions", {
      name: `${marker} notified thread`,
      body: `${marker} notified thread body`,
      format: "markdown",
      categoryID: ctx.visible.categoryID,
    });
    await callOk(sessions.member2, "POST", "/api/v2/comments", { discussionID: discussion.discussionID, body: `Hello @member ${marker}`, format: "markdown" });
    const deadline = Date.now() + FAN_OUT_WAIT_MS;
    for (;;) {
      const entries = await callOk<Array<{ notificationID: number; discussionID: number | null }>>(sessions.member, "GET", "/api/v2/notifications?limit=100");
      const entry = entries.find((candidate) => candidate.discussionID === discussion.discussionID);
      if (entry) {
        return [
          {
            kind: "notification of member",
            id: entry.notificationID,
            visibleTo: new Set(["member"]),
            // Its headline names a discussion everyone sees: the notification's own id is what must not leak.
            texts: [],
            idKeys: ["notificationID"],
            idPaths: [],
            probes: [{ hidden: `/api/v2/notifications/${entry.notificationID}`, missing: `/api/v2/notifications/${missingID}` }],
          },
        ];
      }
      if (Date.now() > deadline) throw new Error("set-up: the member's notification never arrived");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  },
};

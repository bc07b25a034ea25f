import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";
import type { PersonaName } from "./Persona.ts";

/** A private group's members (the member leads it) and holders of groups.moderate. */
const GROUP_READERS: ReadonlySet<PersonaName> = new Set(["member", "moderator", "admin"]);

/**
 * A private group's discussion (packages/addon-groups, in its hidden forum category): the member
 * creates a private group, opens its new-post form (`/post/discussion/social-groups?groupid=N`),
 * posts a discussion there and comments in it mentioning the second member, who is no member. The
 * group is listed; its category, discussion and comment are its members' and moderators' alone: no
 * list, search, count, profile or notification of a guest or the second member may show them.
 */
export const groupDiscussionKind: HiddenKind = {
  name: "group discussions",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { marker, missingID, sessions } = ctx;
    await callOk(sessions.admin, "PATCH", "/api/v2/addons/groups", { enabled: true });
    const { groupID } = await callOk<{ groupID: number }>(sessions.member, "POST", "/api/v2/groups", {
      name: "Private group with discussions",
      description: "Members talk here.",
      privacy: "private",
    });
    // The form in the group makes its category, as the browser would on the way to posting.
    await callOk(
      sessions.member,
      "GET",
      `/api/v2/layouts/lookup-hydrate?layoutViewType=createPost&recordType=group&recordID=${groupID}&params[postType]=discussion`,
    );
    const { categoryID } = await callOk<{ categoryID: number | null }>(sessions.member, "GET", `/api/v2/groups/${groupID}`);
    if (categoryID === null) throw new Error("set-up: the group's new-post form made no category");
    const discussion = await callOk<{ discussionID: number }>(sessions.member, "POST", "/api/v2/discussions", {
      name: `${marker} group discussion`,
      body: `${marker} group discussion body`,
      format: "markdown",
      categoryID,
    });
    const comment = await callOk<{ commentID: number }>(sessions.member, "POST", "/api/v2/comments", {
      discussionID: discussion.discussionID,
      body: `${marker} group comment for @member2`,
      format: "markdown",
    });
    const id = discussion.discussionID;
    return [
      {
        kind: "group category",
        id: categoryID,
        visibleTo: GROUP_READERS,
        // Its name is the group's, which everyone may know: its id is what must not leak.
        texts: [],
        idKeys: ["categoryID", "parentCategoryID"],
        idPaths: [`/categories/social-groups-${groupID}`],
        probes: [
          { hidden: `/api/v2/categories/${categoryID}`, missing: `/api/v2/categories/${missingID}` },
          { hidden: `/api/v2/discussions?categoryID=${categoryID}`, missing: `/api/v2/discussions?categoryID=${missingID}` },
          { hidden: `/categories/social-groups-${groupID}`, missing: `/categories/no-such-category-${marker}` },
        ],
      },
      {
        kind: "group discussion",
        id,
        visibleTo: GROUP_READERS,
        texts: [`${marker} group discussion`],
        idKeys: ["discussionID", "lastDiscussionID", "recordID"],
        idPaths: [`/discussion/${id}`],
        probes: [
          { hidden: `/api/v2/discussions/${id}`, missing: `/api/v2/discussions/${missingID}` },
          { hidden: `/api/v2/comments?discussionID=${id}`, missing: `/api/v2/comments?discussionID=${missingID}` },
          { hidden: `/discussion/${id}`, missing: `/discussion/${missingID}` },
        ],
      },
      {
        kind: "group comment",
        id: comment.commentID,
        visibleTo: GROUP_READERS,
        texts: [`${marker} group comment`],
        idKeys: ["commentID", "lastCommentID", "recordID"],
        idPaths: [`/discussion/comment/${comment.commentID}`],
        probes: [
          { hidden: `/api/v2/comments/${comment.commentID}`, missing: `/api/v2/comments/${missingID}` },
          { hidden: `/discussion/comment/${comment.commentID}`, missing: `/discussion/comment/${missingID}` },
        ],
      },
    ];
  },
};

import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";
import type { PersonaName } from "./Persona.ts";

/** Who sees the demo's Staff Lounge: its custom permissions grant it to moderators and administrators only. */
const STAFF: ReadonlySet<PersonaName> = new Set(["moderator", "admin"]);

interface Created {
  discussionID: number;
  tags?: Array<{ tagID: number; name: string }>;
}

const discussionPaths = (id: number) => [`/discussion/${id}`];

/**
 * The restricted category and what sits in it, made through the API: the demo site's Staff Lounge
 * (there is no API that creates categories or grants; its custom permissions hide it from guests
 * and members), a discussion in it with two comments, a tag used only there and one shared with a
 * visible discussion, reactions, a bookmark, and a discussion moved into it from a visible
 * category, leaving a redirect stub behind.
 */
export const restrictedCategoryKind: HiddenKind = {
  name: "restricted category",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { admin, moderator } = ctx.sessions;
    const { marker, missingID } = ctx;
    const lounge = await callOk<{ categoryID: number; name: string; description: string; urlcode: string }>(admin, "GET", "/api/v2/categories/staff-lounge");

    // A follower of the lounge: its follow and preferences must not show to those who cannot see it.
    await callOk(moderator, "PATCH", `/api/v2/categories/${lounge.categoryID}/preferences/${ctx.userIDs.moderator}`, { "preferences.followed": true });
    const hiddenTag = `${marker}-secret-tag`;
    const secret = await callOk<Created>(moderator, "POST", "/api/v2/discussions", {
      name: `${marker} hidden discussion`,
      body: `${marker} hidden discussion body`,
      format: "markdown",
      categoryID: lounge.categoryID,
      tagIDs: [ctx.visible.tagID],
      newTagNames: [hiddenTag],
    });
    const tag = secret.tags?.find((t) => t.name === hiddenTag);
    if (!tag) throw new Error("set-up: the hidden discussion did not get its new tag");
    const comments: number[] = [];
    for (const [who, session] of [
      ["moderator", moderator],
      ["admin", admin],
    ] as const) {
      const comment = await callOk<{ commentID: number }>(session, "POST", "/api/v2/comments", {
        discussionID: secret.discussionID,
        body: `${marker} hidden comment by ${who}`,
        format: "markdown",
      });
      comments.push(comment.commentID);
    }
    const [reaction] = await callOk<Array<{ urlcode: string }>>(admin, "GET", "/api/v2/reactions");
    if (reaction) {
      await callOk(moderator, "POST", `/api/v2/discussions/${secret.discussionID}/reactions`, { reactionType: reaction.urlcode });
      await callOk(admin, "POST", `/api/v2/comments/${comments[0]}/reactions`, { reactionType: reaction.urlcode });
    }
    await callOk(moderator, "PUT", `/api/v2/discussions/${secret.discussionID}/bookmark`, { bookmarked: true });

    // Moved from a visible category into the lounge, with a redirect left where it was.
    const moved = await callOk<Created>(admin, "POST", "/api/v2/discussions", {
      name: `${marker} moved away title`,
      body: `${marker} moved discussion body`,
      format: "markdown",
      categoryID: ctx.visible.categoryID,
    });
    await callOk(admin, "PATCH", "/api/v2/discussions/move", { discussionIDs: [moved.discussionID], categoryID: lounge.categoryID, addRedirects: true });
    const stubs = await callOk<Array<{ discussionID: number; name: string }>>(
      admin,
      "GET",
      `/api/v2/discussions?categoryID=${ctx.visible.categoryID}&type=redirect&limit=100`,
    );
    const stub = stubs.find((d) => d.name === `${marker} moved away title`);
    if (!stub) throw new Error("set-up: the move left no redirect stub");

    const discussionProbes = (id: number) => [
      { hidden: `/api/v2/discussions/${id}`, missing: `/api/v2/discussions/${missingID}` },
      { hidden: `/api/v2/discussions/${id}/reactions`, missing: `/api/v2/discussions/${missingID}/reactions` },
      { hidden: `/api/v2/comments?discussionID=${id}`, missing: `/api/v2/comments?discussionID=${missingID}` },
      {
        hidden: `/api/v2/collections/by-resource?recordType=discussion&recordID=${id}`,
        missing: `/api/v2/collections/by-resource?recordType=discussion&recordID=${missingID}`,
      },
      { hidden: lookup("post", "discussion", id), missing: lookup("post", "discussion", missingID) },
      { hidden: `/discussion/${id}`, missing: `/discussion/${missingID}` },
      { hidden: `/post/editdiscussion/${id}`, missing: `/post/editdiscussion/${missingID}` },
    ];
    const commentProbes = (id: number) => [
      { hidden: `/api/v2/comments/${id}`, missing: `/api/v2/comments/${missingID}` },
      { hidden: `/api/v2/comments/${id}/reactions`, missing: `/api/v2/comments/${missingID}/reactions` },
      { hidden: lookup("post", "comment", id), missing: lookup("post", "comment", missingID) },
      { hidden: `/discussion/comment/${id}`, missing: `/discussion/comment/${missingID}` },
    ];
    const discussionKeys = ["discussionID", "lastDiscussionID", "recordID"];
    return [
      {
        kind: "category",
        id: lounge.categoryID,
        visibleTo: STAFF,
        texts: [lounge.name, lounge.description],
        idKeys: ["categoryID", "parentCategoryID", "permissionCategoryID"],
        idPaths: [`/categories/${lounge.urlcode}`],
        probes: [
          { hidden: `/api/v2/categories/${lounge.categoryID}`, missing: `/api/v2/categories/${missingID}` },
          { hidden: `/api/v2/categories/${lounge.urlcode}`, missing: `/api/v2/categories/no-such-category-${marker}` },
          { hidden: `/api/v2/categories?parentCategoryID=${lounge.categoryID}`, missing: `/api/v2/categories?parentCategoryID=${missingID}` },
          { hidden: `/api/v2/discussions?categoryID=${lounge.categoryID}`, missing: `/api/v2/discussions?categoryID=${missingID}` },
          {
            hidden: `/api/v2/categories/search?query=&parentCategoryID=${lounge.categoryID}`,
            missing: `/api/v2/categories/search?query=&parentCategoryID=${missingID}`,
          },
          {
            hidden: `/api/v2/categories/${lounge.categoryID}/preferences/${ctx.userIDs.member}`,
            missing: `/api/v2/categories/${missingID}/preferences/${ctx.userIDs.member}`,
          },
          { hidden: `/categories/${lounge.urlcode}`, missing: `/categories/no-such-category-${marker}` },
          { hidden: `/post/discussion/${lounge.urlcode}`, missing: `/post/discussion/no-such-category-${marker}` },
        ],
      },
      {
        kind: "discussion",
        id: secret.discussionID,
        visibleTo: STAFF,
        texts: [`${marker} hidden discussion`],
        idKeys: discussionKeys,
        idPaths: discussionPaths(secret.discussionID),
        probes: discussionProbes(secret.discussionID),
      },
      ...comments.map((id, i) => ({
        kind: "comment",
        id,
        visibleTo: STAFF,
        texts: [`${marker} hidden comment by ${i === 0 ? "moderator" : "admin"}`],
        idKeys: ["commentID", "lastCommentID", "recordID"],
        idPaths: [`/discussion/comment/${id}`],
        probes: commentProbes(id),
      })),
      {
        kind: "tag",
        id: tag.tagID,
        visibleTo: STAFF,
        texts: [hiddenTag],
        // Not "tagID": reaction types number their own tagIDs, which meet tags' ids. A tag's
        // answer always carries its name, which is looked for.
        idKeys: ["tagIDs"],
        idPaths: [],
        probes: [
          { hidden: `/api/v2/tags?tagID=${tag.tagID}`, missing: `/api/v2/tags?tagID=${missingID}` },
          { hidden: `/api/v2/tags?query=${encodeURIComponent(hiddenTag)}`, missing: `/api/v2/tags?query=${encodeURIComponent(`${marker}-no-such-tag`)}` },
          { hidden: `/api/v2/discussions?tagID=${tag.tagID}`, missing: `/api/v2/discussions?tagID=${missingID}` },
          { hidden: `/discussions?tagID=${tag.tagID}`, missing: `/discussions?tagID=${missingID}` },
        ],
      },
      {
        kind: "moved discussion",
        id: moved.discussionID,
        visibleTo: STAFF,
        texts: [`${marker} moved away title`, `${marker} moved discussion body`],
        idKeys: discussionKeys,
        idPaths: discussionPaths(moved.discussionID),
        probes: discussionProbes(moved.discussionID),
      },
      {
        kind: "redirect stub",
        id: stub.discussionID,
        visibleTo: STAFF,
        texts: [],
        idKeys: discussionKeys,
        idPaths: discussionPaths(stub.discussionID),
        probes: discussionProbes(stub.discussionID),
      },
    ];
  },
};

/** The layout lookup the client makes when it navigates to a record's page. */
function lookup(layoutViewType: string, recordType: string, recordID: number): string {
  return `/api/v2/layouts/lookup-hydrate?layoutViewType=${layoutViewType}&recordType=${recordType}&recordID=${recordID}&params[${recordType}ID]=${recordID}`;
}

import type { Discussion } from "@quorum/api";
import { MEMBER } from "@quorum/core/testing";
import type { IdeaAttributes } from "../../shared/IdeaAttributes";

/** Planned, two up-votes, the viewer's not among them, in a category taking down-votes. */
export const PLANNED: IdeaAttributes = {
  statusID: 3,
  status: { name: "Planned", state: "open" },
  statusNotes: "Coming in the spring.",
  upVotes: 2,
  downVotes: 0,
  score: 2,
  vote: null,
  allowDownVotes: true,
  canVote: true,
};

/** An idea by the test member, as the forum serializes it with Ideation enabled. */
export function anIdea(idea: Partial<IdeaAttributes> = {}, overrides: Partial<Discussion> = {}): Discussion {
  return {
    discussionID: 7,
    type: "idea",
    name: "Dark mode",
    url: "/discussion/7/dark-mode",
    categoryID: 4,
    insertUserID: MEMBER.userID,
    dateInserted: "2026-11-01T10:00:00.000Z",
    dateUpdated: null,
    dateLastComment: "2026-11-02T10:00:00.000Z",
    pinned: false,
    closed: false,
    sink: false,
    statusID: 3,
    countViews: 3,
    countComments: 1,
    score: 2,
    attributes: { idea: { ...PLANNED, ...idea } },
    ...overrides,
  };
}

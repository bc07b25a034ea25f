import { defineAddon, slotItem } from "@quorum/core";
import type { Comment, Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import { forumPostTypes, forumSlots, type ListFilterProps } from "../../contract";

// A client add-on filling every slot the forum offers and adding post types, the way Q&A does,
// so the forum's tests see what an add-on's components receive and can do.

function Label({ discussion }: { discussion: Discussion }): ReactNode {
  return <span>{`Label of ${discussion.name}`}</span>;
}

function CommentLabel({ comment, discussion }: { comment: Comment; discussion: Discussion }): ReactNode {
  return <span>{`Label of comment ${comment.commentID} in ${discussion.name}`}</span>;
}

function CommentAction({ comment }: { comment: Comment; discussion: Discussion }): ReactNode {
  return <button type="button">{`Act on ${comment.commentID}`}</button>;
}

function Filter({ params, setParams }: ListFilterProps): ReactNode {
  return (
    <span>
      <output>{`Filter sees ${JSON.stringify(params)}`}</output>
      <button type="button" onClick={() => setParams({ type: "question", statusID: 3 })}>
        Accepted only
      </button>
      <button type="button" onClick={() => setParams({ type: undefined, statusID: undefined })}>
        Clear
      </button>
    </span>
  );
}

export const fixtureAddon = defineAddon({
  key: "fixture",
  extend: [
    forumPostTypes.with({ type: "question", label: "Ask a Question", order: 10 }),
    forumPostTypes.with({ type: "poll", label: "New Poll", order: 200, permission: "polls.add" }),
  ],
  slots: [
    slotItem(forumSlots.discussionLabels, { id: "fixture.label", order: 1, load: async () => ({ default: Label }) }),
    slotItem(forumSlots.commentLabels, { id: "fixture.commentLabel", order: 1, load: async () => ({ default: CommentLabel }) }),
    slotItem(forumSlots.commentActions, { id: "fixture.commentAction", order: 1, load: async () => ({ default: CommentAction }) }),
    slotItem(forumSlots.discussionListFilters, { id: "fixture.filter", order: 1, load: async () => ({ default: Filter }) }),
  ],
});

// The client half of Ideation: a small descriptor with no side effects. Every component sits behind
// `load`, so a browser downloads one only when a page shows it, and nothing while the add-on is off.
// The forum's slot and extension point ids are named here through @quorum/core alone (their
// types come from the forum's contract, types only), so the descriptor carries no other code.
import type { Discussion } from "@quorum/api";
import type { DiscussionOptionsProps, ListFilterProps, PostTypeDescriptor } from "@quorum/forum/contract";
import { defineAddon, defineExtensionPoint, defineSlot, slotItem } from "@quorum/core";
import { quorum } from "../../package.json";

const isIdea = ({ discussion }: { discussion: Discussion }): boolean => discussion.type === "idea";

export default defineAddon({
  key: quorum.addon,
  extend: [defineExtensionPoint<PostTypeDescriptor>("forum.postTypes").with({ type: "idea", label: "New Idea", order: 20 })],
  slots: [
    slotItem(defineSlot<{ discussion: Discussion }>("discussion.labels"), {
      id: "ideation.idea",
      order: 5,
      when: isIdea,
      load: () => import("./slots/IdeaLabels"),
    }),
    slotItem(defineSlot<ListFilterProps>("discussionList.filters"), {
      id: "ideation.filter",
      order: 20,
      // Category lists only: the home page's and others' load nothing of it.
      when: ({ params }) => params.categoryID !== undefined,
      load: () => import("./slots/IdeaListFilter"),
    }),
    slotItem(defineSlot<DiscussionOptionsProps>("discussion.options"), {
      id: "ideation.status",
      order: 20,
      permission: "ideation.moderate",
      when: isIdea,
      load: () => import("./slots/IdeaStatusOption"),
    }),
  ],
  routes: [{ path: "/ideation/settings", permission: "site.manage", load: () => import("./pages/IdeationSettingsPage") }],
});

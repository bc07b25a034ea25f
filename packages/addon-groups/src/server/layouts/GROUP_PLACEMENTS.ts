import { place, type Placement } from "@quorum/server";
import { groupAboutWidget, groupDiscussionsWidget, groupMembersWidget } from "../../shared/widgets";
import { groupLayouts } from "./groupLayouts";

/** The group page's own entries at its points, keyed `groups.*` so others order theirs around them. */
export const GROUP_PLACEMENTS: readonly Placement[] = [
  place({ layout: groupLayouts.group, at: "main", id: "groups.about", widget: groupAboutWidget, order: 10 }),
  place({ layout: groupLayouts.group, at: "main", id: "groups.discussions", widget: groupDiscussionsWidget, order: 20 }),
  place({ layout: groupLayouts.group, at: "secondary", id: "groups.members", widget: groupMembersWidget, order: 10 }),
];

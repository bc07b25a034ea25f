import { defineWidget } from "@quorum/api";
import type { Group, GroupMember } from "./Group";

// The group page's widgets, each defined once for both halves (docs/addons.md §5): the client
// registers the components, the server hydrates the props. Each takes the page's group (the
// record of the `group` view); placed anywhere else they get `group: null` and render nothing.

/** The group as the viewer may see it, or null off a group page. */
export interface GroupWidgetProps {
  group: Group | null;
}

/** `react.groups.members`: its members, leaders first, to those who may read it (else null). */
export interface GroupMembersWidgetProps extends GroupWidgetProps {
  members: GroupMember[] | null;
}

/** One of the group's discussions as its list shows it. */
export interface GroupDiscussionItem {
  discussionID: number;
  name: string;
  url: string;
  countComments: number;
}

/** `react.groups.discussions`: a page of its discussions (null to those who may not read them). */
export interface GroupDiscussionsWidgetProps extends GroupWidgetProps {
  discussions: GroupDiscussionItem[] | null;
  paging: { page: number; limit: number; total: number };
}

/** `react.groups.banner` -> GroupBanner: banner and icon, name, privacy, member count, the viewer's buttons. */
export const groupBannerWidget = defineWidget<GroupWidgetProps>({ id: "react.groups.banner", component: "GroupBanner" });
/** `react.groups.about` -> GroupAbout: the description. */
export const groupAboutWidget = defineWidget<GroupWidgetProps>({ id: "react.groups.about", component: "GroupAbout" });
/** `react.groups.members` -> GroupMembers: the members, and for its leaders requests and invitations. */
export const groupMembersWidget = defineWidget<GroupMembersWidgetProps>({ id: "react.groups.members", component: "GroupMembers" });
/** `react.groups.discussions` -> GroupDiscussionList: its discussions, paged, and 'New Discussion' for members. */
export const groupDiscussionsWidget = defineWidget<GroupDiscussionsWidgetProps>({ id: "react.groups.discussions", component: "GroupDiscussionList" });

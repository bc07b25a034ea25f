import type { MatrixContext } from "./MatrixContext.ts";

/**
 * Every GET endpoint of /api/v2 (the forum's, Q&A's, the dashboard's and the core's), as its route
 * (checked against the route table by `routeCoverage`) and the requests the matrix sends it as
 * every persona: lists with and without filters and expansions, and the visible records by id.
 * The hidden records' own ids are asked through their probes (HiddenRecord.probes).
 */
export interface GetEndpoint {
  route: string;
  requests(ctx: MatrixContext): string[];
}

const api = (path: string) => `/api/v2${path}`;

export const API_GET_ENDPOINTS: readonly GetEndpoint[] = [
  // Forum: discussions.
  {
    route: "/discussions",
    requests: ({ visible, userIDs }) =>
      [
        "?expand=all&limit=100",
        "?expand=all&sort=-dateInserted&limit=100",
        "?sort=-score&limit=100",
        "?sort=-hot&limit=100",
        "?sort=dateLastComment&limit=100",
        "?type=redirect&expand=all",
        `?categoryID=${visible.categoryID}&expand=all&limit=100`,
        `?categoryID=${visible.categoryID}&includeChildCategories=true&limit=100`,
        `?tagID=${visible.tagID}&expand=all`,
        `?insertUserID=${userIDs.moderator}&expand=all&limit=100`,
        `?insertUserID=${userIDs.admin}&expand=all&limit=100`,
        "?bookmarked=true&expand=all",
        "?muted=true",
        "?pinned=true",
        // Q&A's filters on the same list.
        "?type=question&expand=all",
        "?statusID=1&statusID=2&statusID=3",
      ].map((query) => api(`/discussions${query}`)),
  },
  { route: "/discussions/:id", requests: ({ visible }) => [api(`/discussions/${visible.discussionID}`)] },
  { route: "/discussions/:id/reactions", requests: ({ visible }) => [api(`/discussions/${visible.discussionID}/reactions`)] },
  // Comments.
  {
    route: "/comments",
    requests: ({ visible, userIDs }) => [
      api(`/comments?discussionID=${visible.discussionID}&expand=insertUser`),
      api(`/comments?insertUserID=${userIDs.moderator}&expand=insertUser&limit=100`),
      api(`/comments?insertUserID=${userIDs.admin}&limit=100`),
    ],
  },
  { route: "/comments/:id", requests: ({ visible }) => [api(`/comments/${visible.commentID}`)] },
  { route: "/comments/:id/reactions", requests: ({ visible }) => [api(`/comments/${visible.commentID}/reactions`)] },
  // Categories.
  {
    route: "/categories",
    requests: () => [api("/categories?outputFormat=flat&maxDepth=10"), api("/categories?outputFormat=tree&maxDepth=10"), api("/categories?followed=true")],
  },
  {
    route: "/categories/:id/preferences/:userID",
    requests: ({ visible, userIDs }) => [userIDs.member, userIDs.moderator].map((userID) => api(`/categories/${visible.categoryID}/preferences/${userID}`)),
  },
  { route: "/categories/:id", requests: ({ visible }) => [api(`/categories/${visible.categoryID}`), api(`/categories/${visible.categoryCode}`)] },
  {
    route: "/categories/search",
    requests: () => [api("/categories/search?query=&expand=breadcrumbs"), api("/categories/search?query=staff"), api("/categories/search?query=l")],
  },
  // Tags.
  {
    route: "/tags",
    requests: ({ marker, visible }) => [api("/tags?query="), api(`/tags?query=${encodeURIComponent(marker)}`), api(`/tags?tagID=${visible.tagID}`)],
  },
  // Reactions, reports, collections, the moderation log.
  { route: "/reactions", requests: () => [api("/reactions")] },
  { route: "/reports", requests: () => [api("/reports"), api("/reports?recordType=discussion")] },
  { route: "/collections", requests: () => [api("/collections")] },
  {
    route: "/collections/by-resource",
    requests: ({ visible }) => [api(`/collections/by-resource?recordType=discussion&recordID=${visible.discussionID}`)],
  },
  { route: "/audit-logs", requests: () => [api("/audit-logs"), api("/audit-logs?recordType=discussion")] },
  // Drafts.
  { route: "/drafts", requests: () => [api("/drafts"), api("/drafts?recordType=comment"), api("/drafts?draftStatus=draft&sort=-dateInserted")] },
  { route: "/drafts/:id", requests: () => [] },
  { route: "/drafts/:id/edit", requests: () => [] },
  // Users.
  { route: "/users/me", requests: () => [api("/users/me")] },
  { route: "/users/me-counts", requests: () => [api("/users/me-counts")] },
  // Notifications: the viewer's own; someone else's by id through the probe (notificationKind).
  { route: "/notifications", requests: () => [api("/notifications"), api("/notifications?limit=100&page=1")] },
  { route: "/notifications/:id", requests: () => [] },
  // Conversations (their own add-on): the viewer's inbox; conversations and messages by id through the probes.
  { route: "/conversations", requests: () => [api("/conversations"), api("/conversations?limit=100&page=1")] },
  { route: "/conversations/:id", requests: () => [] },
  // The viewer's own blocks: each persona asks about every other.
  { route: "/conversations/blocks", requests: () => [api("/conversations/blocks"), api("/conversations/blocks?limit=100&page=1")] },
  { route: "/conversations/blocks/:userID", requests: ({ userIDs }) => Object.values(userIDs).map((id) => api(`/conversations/blocks/${id}`)) },
  { route: "/messages", requests: () => [] },
  { route: "/messages/:id", requests: () => [] },
  // An event stream: answers 406 to a request not asking for one, as the matrix's are (the stream itself is API-tested).
  { route: "/notifications/stream", requests: () => [api("/notifications/stream")] },
  { route: "/users/$me/permissions", requests: () => [api("/users/$me/permissions?expand=junctions")] },
  {
    route: "/users/:id",
    requests: ({ userIDs }) => Object.values(userIDs).map((id) => api(`/users/${id}?expand=all`)),
  },
  {
    route: "/users/by-names",
    requests: () => [api("/users/by-names?name=*&limit=100"), api("/users/by-names/?name=*&order=countComments"), api("/users/by-names?name=m*&order=mention")],
  },
  { route: "/users/by-names/", requests: () => [] },
  // Accounts (site managers): the users list, a user's edit fields, the roles.
  { route: "/users", requests: () => [api("/users?limit=100"), api("/users?query=m&limit=100"), api("/users?page=2&limit=2")] },
  { route: "/users/:id/edit", requests: ({ userIDs }) => [userIDs.member, userIDs.moderator, userIDs.admin].map((id) => api(`/users/${id}/edit`)) },
  { route: "/roles", requests: () => [api("/roles?limit=500")] },
  // A member's notification defaults: their own and a site manager's to read; others' are asked through their probes.
  { route: "/notification-preferences/schema", requests: () => [api("/notification-preferences/schema")] },
  { route: "/notification-preferences/:userID", requests: () => [] },
  // Search (core's route, the forum's domains): every domain and filter, by the set-up's marker.
  {
    route: "/search",
    requests: ({ marker, visible, userIDs }) =>
      [
        `?query=${marker}&limit=100`,
        `?query=${marker}&limit=100&sort=newest`,
        `?query=${marker}&recordTypes=comment&limit=100`,
        `?query=${marker.slice(0, 6)}&limit=10&expandBody=false`,
        `?query=${marker}&queryOperator=or&limit=100&domain=discussions`,
        `?query=${marker}&categoryID=${visible.categoryID}&includeChildCategories=true&limit=100`,
        `?query=${marker}&discussionID=${visible.discussionID}&limit=100`,
        `?name=${marker}&limit=100`,
        `?query=&authors=${userIDs.moderator}&limit=100`,
        `?query=&authors=${userIDs.admin}&recordTypes=comment&limit=100`,
        `?domain=category&query=${marker}`,
        "?domain=category&query=staff",
        "?domain=user&query=m",
      ].map((query) => api(`/search${query}`)),
  },
  {
    // The reactions a person's posts received (their profile's reactions tab).
    route: "/users/:id/reacted",
    requests: ({ userIDs }) =>
      Object.values(userIDs).flatMap((id) => [api(`/users/${id}/reacted?reactionUrlcode=like&limit=100`), api(`/users/${id}/reacted?reactionUrlcode=up`)]),
  },
  // Groups (packages/addon-groups): lists and searches; a group's own routes are asked through
  // the secret group's probes, and here with the listed groups' ids.
  {
    route: "/groups",
    requests: ({ marker }) =>
      ["?limit=100", `?query=${marker}`, "?mine=true&limit=100", "?privacy=secret", "?query=secret&limit=100"].map((q) => api(`/groups${q}`)),
  },
  { route: "/groups/:groupID", requests: () => [1, 2, 3].map((id) => api(`/groups/${id}`)) },
  { route: "/groups/:groupID/members", requests: () => [1, 2, 3].map((id) => api(`/groups/${id}/members`)) },
  { route: "/groups/:groupID/requests", requests: () => [api("/groups/1/requests")] },
  { route: "/groups/:groupID/invitations", requests: () => [api("/groups/1/invitations")] },
  // Knowledge base (packages/addon-knowledge): lists with every filter, and records by id and url
  // code; the deleted article and the hidden knowledge base are asked through their probes.
  { route: "/knowledge-bases", requests: () => [api("/knowledge-bases")] },
  { route: "/knowledge-bases/:id", requests: () => [1, 2, 3, "help", "guide"].map((id) => api(`/knowledge-bases/${id}`)) },
  {
    route: "/knowledge-categories",
    requests: () => ["", "?knowledgeBaseID=1", "?knowledgeBaseID=3", "?knowledgeBaseID=4"].map((q) => api(`/knowledge-categories${q}`)),
  },
  { route: "/knowledge-categories/:id", requests: () => [1, 2, 3, 5, 6].map((id) => api(`/knowledge-categories/${id}`)) },
  {
    route: "/articles",
    requests: () =>
      ["?limit=500", "?status=deleted&limit=500", "?featured=true", "?knowledgeBaseID=3", "?knowledgeBaseID=4&status=deleted", "?knowledgeCategoryID=5"].map(
        (q) => api(`/articles${q}`),
      ),
  },
  { route: "/articles/:id", requests: () => [1, 2, 3, 7].map((id) => api(`/articles/${id}`)) },
  { route: "/articles/:id/revisions", requests: () => [1, 7].map((id) => api(`/articles/${id}/revisions`)) },
  // Polls (packages/addon-polls): a poll and its voters; the hidden poll is asked through its probes.
  { route: "/polls/:pollID", requests: () => [1, 2, 3].map((id) => api(`/polls/${id}`)) },
  { route: "/polls/:pollID/votes", requests: () => [1, 2, 3].map((id) => api(`/polls/${id}/votes`)) },
  // Ranks (packages/addon-ranks): public, nothing hidden.
  { route: "/ranks", requests: () => [api("/ranks")] },
  { route: "/ranks/:rankID", requests: () => [1, 2, 3].map((id) => api(`/ranks/${id}`)) },
  // Subcommunities (packages/addon-subcommunities): the sections; the hidden one is asked through its probes.
  { route: "/subcommunities", requests: () => [api("/subcommunities")] },
  { route: "/subcommunities/:subcommunityID", requests: () => [1, 2, 3].map((id) => api(`/subcommunities/${id}`)) },
  // Events (packages/addon-events): the lists (upcoming, past, all, a month, by parent) and the demo
  // events by id; the hidden events are asked through their probes.
  {
    route: "/events",
    requests: ({ visible }) => {
      const month = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString().slice(0, 7);
      return [
        "?limit=100",
        "?when=past&limit=100",
        "?when=all&limit=100",
        `?month=${month}`,
        `?parentRecordType=category&parentRecordID=${visible.categoryID}`,
      ].map((q) => api(`/events${q}`));
    },
  },
  { route: "/events/:eventID", requests: () => [1, 2, 3].map((id) => api(`/events/${id}`)) },
  { route: "/events/:eventID/participants", requests: () => [1, 2, 3].map((id) => api(`/events/${id}/participants`)) },
  { route: "/events/:eventID/ics", requests: () => [1, 2].map((id) => api(`/events/${id}/ics`)) },
  // Ideation (packages/addon-ideation): the statuses, the idea categories, a category's settings
  // (the restricted one's through the ideation kind's probes).
  { route: "/ideation/statuses", requests: () => [api("/ideation/statuses")] },
  { route: "/ideation/categories", requests: () => [api("/ideation/categories")] },
  { route: "/categories/:id/ideation", requests: ({ visible }) => [api(`/categories/${visible.categoryID}/ideation`)] },
  // Badges (packages/addon-badges): badges, holders, members' badges, the leaderboard; the
  // requests (moderators only) and one's own request, whose reason is the badge kind's hidden text.
  { route: "/badges", requests: () => [api("/badges?limit=100")] },
  { route: "/badges/:id", requests: () => [1, 2, 8].map((id) => api(`/badges/${id}`)) },
  { route: "/badges/:id/users", requests: () => [1, 8].map((id) => api(`/badges/${id}/users?limit=100`)) },
  { route: "/badges/:id/requests/me", requests: () => [1, 8, 9, 10].map((id) => api(`/badges/${id}/requests/me`)) },
  { route: "/badges/requests", requests: () => [api("/badges/requests?limit=100"), api("/badges/requests?status=approved")] },
  { route: "/badges/requests/:requestID", requests: () => [1, 2].map((id) => api(`/badges/requests/${id}`)) },
  { route: "/badges/leaderboard", requests: () => ["a", "m", "w"].map((slot) => api(`/badges/leaderboard?slotType=${slot}&limit=100`)) },
  { route: "/users/:id/badges", requests: ({ userIDs }) => [userIDs.member, userIDs.moderator, userIDs.admin].map((id) => api(`/users/${id}/badges`)) },
  // Analytics (packages/addon-analytics): a member's privacy setting, and the dashboard's summary
  // (site managers only), whose top lists must name no record the viewer may not see.
  { route: "/analytics/privacy", requests: () => [api("/analytics/privacy")] },
  {
    route: "/analytics/summary",
    requests: () => {
      const today = new Date().toISOString().slice(0, 10);
      const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
      return [`?from=${yearAgo}&to=${today}&limit=50`, `?from=${today}&to=${today}`].map((q) => api(`/analytics/summary${q}`));
    },
  },
  // Core: settings, add-ons (the dashboard's), layouts.
  { route: "/config", requests: () => [api("/config")] },
  { route: "/addons", requests: () => [api("/addons")] },
  // The API's own description: routes and schemas, no records.
  { route: "/open-api/v3", requests: () => [api("/open-api/v3")] },
  {
    route: "/layouts/lookup-hydrate",
    requests: ({ visible }) =>
      [
        "layoutViewType=home",
        "layoutViewType=discussionList&recordType=siteSection&recordID=0",
        "layoutViewType=categoryList&recordType=siteSection&recordID=0",
        `layoutViewType=categoryList&recordType=category&recordID=${visible.categoryID}&params[categoryID]=${visible.categoryID}`,
        `layoutViewType=post&recordType=discussion&recordID=${visible.discussionID}&params[discussionID]=${visible.discussionID}`,
        `layoutViewType=createPost&recordType=category&recordID=0`,
        // Profiles: each tab of the moderator's (who posts in the restricted category too) and the demo's private member's.
        ...["", "discussions", "comments", "reactions", "badges"].map(
          (tab) => `layoutViewType=profile&recordType=user&recordID=moderator&params[userName]=moderator&params[tab]=${tab}`,
        ),
        "layoutViewType=profile&recordType=user&recordID=admin&params[userName]=admin&params[tab]=reactions&params[reaction]=up",
        "layoutViewType=profile&recordType=user&recordID=pat&params[userName]=pat",
      ].map((query) => api(`/layouts/lookup-hydrate?${query}`)),
  },
];

// The server half of @quorum/forum (`@quorum/forum/server`): discussions, comments, categories
// and tags — migrations, API routes, layout views and widgets, demo content.
import { defaultMediaStorage, defineServerAddon, searchHooks, userHooks } from "@quorum/server";
import { FORUM_PERMISSIONS } from "./FORUM_PERMISSIONS";
import { FORUM_SETTINGS } from "./FORUM_SETTINGS";
import { FORUM_LAYOUTS } from "./layouts/FORUM_LAYOUTS";
import { FORUM_PLACEMENTS } from "./layouts/FORUM_PLACEMENTS";
import { FORUM_VIEWS } from "./layouts/FORUM_VIEWS";
import { FORUM_WIDGETS } from "./layouts/FORUM_WIDGETS";
import { m0001Forum } from "./migrations/0001_forum";
import { m0002AuditLog } from "./migrations/0002_auditLog";
import { m0003UserDiscussionFlags } from "./migrations/0003_userDiscussionFlags";
import { m0004Reactions } from "./migrations/0004_reactions";
import { m0006DraftsMedia } from "./migrations/0006_draftsMedia";
import { m0007UserPostCounts } from "./migrations/0007_userPostCounts";
import { m0008RedirectStubs } from "./migrations/0008_redirectStubs";
import { m0009CommentTombstones } from "./migrations/0009_commentTombstones";
import { m0012CategoryFollows } from "./migrations/0012_categoryFollows";
import { m0013Search } from "./migrations/0013_search";
import { m0014ReportSnapshots } from "./migrations/0014_reportSnapshots";
import { m0015HiddenCategories } from "./migrations/0015_hiddenCategories";
import { m0016SearchWithoutPendingList } from "./migrations/0016_searchWithoutPendingList";
import { m0017CommentCategories } from "./migrations/0017_commentCategories";
import { registerForumNotifications } from "./notifications/registerForumNotifications";
import { resourceAliases } from "./resourceAliases";
import { auditLogRoutes } from "./routes/auditLogRoutes";
import { bulkRoutes } from "./routes/bulkRoutes";
import { categoryPreferenceRoutes } from "./routes/categoryPreferenceRoutes";
import { categoryRoutes } from "./routes/categoryRoutes";
import { collectionRoutes } from "./routes/collectionRoutes";
import { commentRoutes } from "./routes/commentRoutes";
import { discussionActionRoutes } from "./routes/discussionActionRoutes";
import { discussionRoutes } from "./routes/discussionRoutes";
import { draftRoutes } from "./routes/draftRoutes";
import { mediaRoutes } from "./routes/mediaRoutes";
import { reactionRoutes } from "./routes/reactionRoutes";
import { reportRoutes } from "./routes/reportRoutes";
import { tagRoutes } from "./routes/tagRoutes";
import { userLookupRoutes } from "./routes/userLookupRoutes";
import { profileRoutes } from "./routes/profileRoutes";
import { FORUM_PROFILE_TABS } from "./layouts/FORUM_PROFILE_TABS";
import { viewCounterFor } from "./services/discussions/ViewCounter";
import { addUserPostCounts } from "./services/users/addUserPostCounts";
import { REPORT_SETTINGS } from "./services/reports/REPORT_SETTINGS";
import { categorySearchDomain, postSearchDomain } from "./services/search/forumSearchDomains";
import { seedForum } from "./seed/seedForum";
import { quorum } from "../../package.json";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "Forum",
  description: "Discussions, comments, categories and tags.",
  version: "0.1.0",
  alwaysOn: true,
  // No `requires`: the forum builds on the framework alone.
  migrations: [
    m0001Forum,
    m0002AuditLog,
    m0003UserDiscussionFlags,
    m0004Reactions,
    m0006DraftsMedia,
    m0007UserPostCounts,
    m0008RedirectStubs,
    m0009CommentTombstones,
    m0012CategoryFollows,
    m0013Search,
    m0014ReportSnapshots,
    m0015HiddenCategories,
    m0016SearchWithoutPendingList,
    m0017CommentCategories,
  ],
  permissions: FORUM_PERMISSIONS,
  // The post counts the forum keeps per member, on their profile (`GET /users/{id}`); the profile's
  // tabs of their posts (spec §2: activity, discussions, comments, reactions received); its
  // discussions, comments and categories in `GET /search`.
  extend: [
    userHooks.serialize.with(addUserPostCounts),
    ...FORUM_PROFILE_TABS.map((tab) => userHooks.profileTab.with(tab)),
    searchHooks.domain.with(postSearchDomain),
    searchHooks.domain.with(categorySearchDomain),
  ],
  routes(app) {
    // The forum's notification sources: a restarted process works the events left waiting.
    registerForumNotifications(app.quorum.notifications);
    // Buffered page views are written before the database closes.
    app.addHook("onClose", () => viewCounterFor(app.quorum.db).flush());
    categoryRoutes(app);
    categoryPreferenceRoutes(app);
    discussionRoutes(app);
    discussionActionRoutes(app);
    bulkRoutes(app);
    auditLogRoutes(app);
    commentRoutes(app);
    tagRoutes(app);
    reactionRoutes(app);
    collectionRoutes(app);
    reportRoutes(app);
    draftRoutes(app);
    mediaRoutes(app, defaultMediaStorage());
    userLookupRoutes(app);
    profileRoutes(app);
  },
  settings: { ...FORUM_SETTINGS, ...REPORT_SETTINGS },
  resourceAliases,
  widgets: FORUM_WIDGETS,
  views: FORUM_VIEWS,
  layouts: FORUM_LAYOUTS,
  placements: FORUM_PLACEMENTS,
  seed: seedForum,
});

// Tables and seeding, for the CLI (`quorum seed`) and benchmarks.
export type { ForumDatabase, ForumDb, ForumTables } from "./db/ForumTables";
export { forumDb } from "./db/forumDb";
export { generateContent } from "./seed/generateContent";
export type { GenerateContentOptions, GeneratedContent } from "./seed/generateContent";
export { seedDemoContent } from "./seed/seedDemoContent";
export type { DemoContent } from "./seed/seedDemoContent";
export { recountForum } from "./seed/recountForum";
export { createCategory } from "./services/categories/createCategory";
export type { CategoryInput } from "./services/categories/createCategory";

// Services (the routes and hydrators use these; so may other server code in-process).
export type { ServiceContext } from "./services/ServiceContext";
export type { ForumDiscussion } from "./services/discussions/ForumDiscussion";
export type { ForumComment } from "./services/comments/ForumComment";
export { listCategories } from "./services/categories/listCategories";
export { getCategory } from "./services/categories/getCategory";
export { searchCategories } from "./services/categories/searchCategories";
// Issue 13 seam 3: who to notify of a followed category's new discussions and comments.
export { categoryFollowers } from "./services/follows/categoryFollowers";
export type { CategoryFollower } from "./services/follows/categoryFollowers";
export { listDiscussions } from "./services/discussions/listDiscussions";
export { getDiscussion } from "./services/discussions/getDiscussion";
export { createDiscussion } from "./services/discussions/createDiscussion";
export { updateDiscussion } from "./services/discussions/updateDiscussion";
export { deleteDiscussion } from "./services/discussions/deleteDiscussion";
export { listComments } from "./services/comments/listComments";
export { getComment } from "./services/comments/getComment";
export { createComment } from "./services/comments/createComment";
export { updateComment } from "./services/comments/updateComment";
export { deleteComment } from "./services/comments/deleteComment";
export { commentPage } from "./services/comments/commentPage";
export { searchTags } from "./services/tags/searchTags";

// Drafts (issue 5): the scheduler's entry point. Media storage and `/uploads` are @quorum/server's.
export { publishDueDrafts } from "./services/drafts/publishDueDrafts";
export type { PublishOutcome } from "./services/drafts/publishDraft";
export type { PublishContext } from "./services/drafts/PublishContext";

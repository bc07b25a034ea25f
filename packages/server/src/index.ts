// The public API of @quorum/server: the framework add-ons and apps/server build on.
export { defineServerAddon } from "./addons/defineServerAddon";
export type {
  AddonContributions,
  AddonMigration,
  ConfigSetting,
  HookContext,
  HydrateContext,
  LayoutNode,
  LayoutSpecNode,
  ResolvedView,
  SeedContext,
  ServerAddon,
  SiteSection,
  ViewResolver,
  Viewer,
  WidgetHydrator,
} from "./addons/defineServerAddon";
export type { AddonRegistry } from "./addons/AddonRegistry";
export { AddonToggleError, DEMO_SITE_KEY } from "./addons/AddonRegistry";
export { compatibilityProblem } from "./addons/compatibilityProblem";
export { defineHook } from "./addons/defineHook";
export { userHooks } from "./users/userHooks";
export { pointsHooks, type PointsSource } from "./users/pointsHooks";
export { userPoints } from "./users/userPoints";
export { permissionHooks } from "./permissions/permissionHooks";
export type { PermissionRefiner } from "./permissions/permissionHooks";
export { notifyPageServed, pageHooks } from "./pages/pageHooks";
export type { PageServedListener } from "./pages/pageHooks";
export { coreLayouts } from "./users/profile/coreLayouts";
export { isRestricted, readProfile } from "./users/readProfile";
export { profileRecordOf } from "./users/profile/ProfileRecord";
export type { ProfileRecord } from "./users/profile/ProfileRecord";
export type { ProfileTab, ProfileTabLink } from "./users/profile/ProfileTab";
export type { UserCount } from "./users/UserCount";
export { profileTabPath } from "./users/profile/profileTabPath";
export type { HookEntry, HookRef } from "./addons/defineHook";
export { orderAddons } from "./addons/orderAddons";
export { requirementProblem } from "./addons/requirementProblem";
export { CORE_VERSION } from "./CORE_VERSION";
export type { QuorumContext } from "./QuorumContext";

export { openDatabase } from "./db/openDatabase";
export type { Database, OpenDatabaseOptions } from "./db/openDatabase";
export { migrateAddon, runMigrations } from "./db/runMigrations";
export { keepPlannerStatistics, STATISTICS_EVERY_MS } from "./db/keepPlannerStatistics";
export type { StatisticsKeeper } from "./db/keepPlannerStatistics";
export type { CoreTables } from "./db/CoreTables";
export { selectArrays } from "./db/selectArrays";
export { isoTimestamptz } from "./db/isoTimestamptz";
export { readIntegers } from "./db/readIntegers";

export { createApp } from "./createApp";
export type { CreateAppOptions } from "./createApp";

export { createUser } from "./auth/createUser";
export type { CreateUserInput } from "./auth/createUser";
export { hashPassword, verifyPassword } from "./auth/hashPassword";
export type { SessionStore } from "./auth/SessionStore";

export { computePermissions } from "./permissions/computePermissions";
export { requirePermission } from "./permissions/requirePermission";
export { DEFAULT_ROLES } from "./permissions/DEFAULT_ROLES";
export { definePermission } from "./permissions/definePermission";
export type { PermissionDefinition } from "./permissions/definePermission";
export type { DefaultRole } from "./permissions/DEFAULT_ROLES";
export type { PermissionCache } from "./permissions/PermissionCache";

export { HttpError } from "./errors/HttpError";
export type { Throttle, ThrottleRule } from "./throttle/Throttle";
export { notFound } from "./errors/notFound";
export { forbidden } from "./errors/forbidden";
export { validationError } from "./errors/validationError";

export { setPagingHeaders } from "./http/setPagingHeaders";
export type { PagingState } from "./http/setPagingHeaders";
export { listParam } from "./http/listParam";
export { sendJson } from "./http/sendJson";
export { absoluteUserUrls, requestOrigin } from "./http/absoluteUserUrls";
export { compressResponses } from "./http/compressResponses";
export { contentSecurityPolicy, parseFrameAncestors } from "./http/contentSecurityPolicy";
export type { FrameAncestors } from "./http/contentSecurityPolicy";
export type { CompressOptions } from "./http/compressResponses";
export { preferredEncoding } from "./http/preferredEncoding";
export type { ContentEncoding } from "./http/preferredEncoding";

export { getConfig } from "./config/getConfig";
export { CORE_SETTINGS } from "./config/CORE_SETTINGS";
export type { ConfigStore } from "./config/ConfigStore";

export { seededRandom } from "./seed/seededRandom";
export { RefreshingCache } from "./cache/RefreshingCache";
export { peerCaches } from "./cache/peerCaches";
export type { PeerCache } from "./cache/peerCaches";

export { hydrateLayout } from "./layouts/hydrateLayout";
export { defineLayout, layoutPoint } from "./layouts/defineLayout";
export type { LayoutPointNode, LayoutRef } from "./layouts/defineLayout";
export { place } from "./layouts/Placement";
export type { Placement, PlacementOrder } from "./layouts/Placement";

// Bodies: every stored format to sanitized HTML through the one sanitizer policy.
export { renderBody } from "./render/renderBody";
export type { BodyFormat } from "./render/renderBody";
export { cookBody } from "./render/cookBody";
export type { CookedBody } from "./render/cookBody";
export { htmlExcerpt } from "./render/htmlExcerpt";
export { sanitizeHtml } from "./render/sanitizeHtml";
export type { SanitizeProfile } from "./render/sanitizeHtml";
export { safeHref } from "./render/safeHref";

// Media storage: where any feature's uploads live, the upload rules and checks, and `GET /uploads/{key}`.
export type { MediaStorage, StoredFile } from "./media/MediaStorage";
export { LocalDirectoryStorage } from "./media/LocalDirectoryStorage";
export { defaultMediaStorage } from "./media/defaultMediaStorage";
export { storageKey, STORAGE_KEY_PATTERN } from "./media/storageKey";
export { mediaType } from "./media/mediaType";
export type { MediaType } from "./media/mediaType";
export { readImageInfo } from "./media/readImageInfo";
export type { ImageInfo } from "./media/readImageInfo";
export { uploadName } from "./media/uploadName";
export { MEDIA_SETTINGS } from "./media/MEDIA_SETTINGS";
export { uploadRoutes } from "./media/uploadRoutes";

export { LongRunner } from "./longRunner/LongRunner";
export type { LongRunnerOptions } from "./longRunner/LongRunner";
export { defineLongRunnerJob } from "./longRunner/LongRunnerJob";
export type { LongRunnerJob } from "./longRunner/LongRunnerJob";
export { buildBootstrap } from "./bootstrap/buildBootstrap";
export type { MailMessage } from "./mail/MailMessage";
export type { MailTransport } from "./mail/MailTransport";
export { OutboxTransport } from "./mail/OutboxTransport";
export { SmtpTransport } from "./mail/SmtpTransport";
export { defaultMailTransport } from "./mail/defaultMailTransport";
export { readNotificationPreferences } from "./notificationPreferences/readNotificationPreferences";
export { EmailConfirmations, EMAIL_CONFIRMATION_LIFETIME_MS } from "./emailConfirmation/EmailConfirmations";

// Search (docs/architecture.md §4): the engine seam, domains, and the SQL helpers domains share.
export { searchHooks } from "./search/searchHooks";
export type { SearchContext, SearchDomain, SearchEngine, SearchPage, SearchRecordChange, SearchVisibility } from "./search/SearchEngine";
export type { SearchOrder, SearchQuery } from "./search/SearchQuery";
export { databaseSearchEngine } from "./search/databaseSearchEngine";
export { recordSearchChanges } from "./search/recordSearchChanges";
export { searchTsQuery, searchTsQuerySql } from "./search/searchTsQuery";
export { searchTextConfig } from "./search/searchTextConfig";
export { searchWords } from "./search/searchWords";
export { markedExcerpt, searchHeadlineText, SEARCH_HEADLINE_OPTIONS } from "./search/markedExcerpt";
export { dateRangeSql } from "./search/dateRangeSql";
export { likePattern } from "./search/likePattern";
// Notifications (spec §3): sources a feature registers and emits, the fan-out and the event stream.
export type { Notifications, NotificationsOptions } from "./notifications/Notifications";
export { defineNotificationSource } from "./notifications/NotificationSource";
export type { NotificationDelivery, NotificationGroup, NotificationGroupFields, NotificationSource } from "./notifications/NotificationSource";

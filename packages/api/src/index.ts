// The public API of @quorum/api: the contract both halves of Quorum build on.
export type { ApiErrorBody, FieldError } from "./ApiErrorBody";
export { ApiErrorBodySchema } from "./ApiErrorBody";
// Response schemas: what each GET route answers, for the OpenAPI document and the API tests' checks.
export {
  CurrentUserSchema,
  DateTimeSchema,
  RoleSchema,
  UserCountsSchema,
  UserEditSchema,
  UserFragmentSchema,
  UserSchema,
} from "./responses/userResponseSchemas";
export { ProfilePostSchema } from "./responses/profilePostSchemas";
export type { ProfilePost } from "./responses/profilePostSchemas";
export { BreadcrumbSchema, CommentSchema, DiscussionSchema, ReactionSummarySchema, TagSchema } from "./responses/postResponseSchemas";
export { CategorySchema } from "./responses/categoryResponseSchemas";
export { ReactionCountSchema, ReactionLogEntrySchema, ReactionTypeSchema } from "./responses/reactionResponseSchemas";
export { AuditLogEntrySchema, CollectionSchema, DraftForEditSchema, DraftSchema, ReportSchema } from "./responses/moderationResponseSchemas";
export { AddonSchema, LayoutResponseSchema, PermissionsPayloadSchema, SiteConfigSchema } from "./responses/siteResponseSchemas";
export type { Addon, AddonPermission } from "./entities/Addon";
export type { Breadcrumb } from "./entities/Breadcrumb";
export type { Category } from "./entities/Category";
export type { Comment } from "./entities/Comment";
export type { Discussion } from "./entities/Discussion";
export type { DeviceVisibility, LayoutLookup, LayoutResponse, LayoutViewType, WidgetNode } from "./entities/Layout";
export type { PermissionFragment, PermissionsPayload } from "./entities/Permissions";
export type { ReactionClass, ReactionCount, ReactionLogEntry, ReactionSummary, ReactionType } from "./entities/Reaction";
export type { Collection, CollectionRecord } from "./entities/Collection";
export type { Report } from "./entities/Report";
export * from "./schemas/reactionSchemas";
export * from "./schemas/collectionSchemas";
export * from "./schemas/reportSchemas";
export type { LongRunnerException, LongRunnerProgress, LongRunnerResult } from "./entities/LongRunner";
export { BULK_DISCUSSION_GRANTS, BULK_DISCUSSION_PERMISSIONS, BULK_MANAGE_PERMISSION } from "./bulkDiscussionPermissions";
export type { BulkDiscussionAction } from "./bulkDiscussionPermissions";
export type { SiteConfig } from "./entities/SiteConfig";
export type { Tag } from "./entities/Tag";
export { GUEST_USER } from "./entities/User";
export type { CurrentUser, Role, User, UserCounts, UserEdit, UserFragment } from "./entities/User";
export { hasPermission } from "./hasPermission";
export type { PermissionCheckOptions, PermissionMode } from "./hasPermission";
export { PAGING_HEADERS, formatLinkHeader, parsePagingHeaders } from "./pagingHeaders";
export type { PagingInfo } from "./pagingHeaders";
export { COMMENT_SORTS, DISCUSSION_SORTS } from "./sorts";
export type { CommentSort, DiscussionSort } from "./sorts";
export { categoryPath, commentPath, discussionPath, slugify } from "./recordUrls";
export { profilePath } from "./profilePath";
export { PROFILE_VIEW_PERMISSIONS, profileAccess } from "./users/profileAccess";
export type { ProfileAccess, ProfileSubject } from "./users/profileAccess";
export { PLACEHOLDER_USER_NAMES, placeholderKind, placeholderUser } from "./users/placeholderUser";
export type { PlaceholderKind } from "./users/placeholderUser";
export {
  API_BASE,
  DEFAULT_PAGE_LIMIT,
  DEFAULT_PHOTO_PATH,
  DEFAULT_PRIMARY_COLOR,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  SESSION_COOKIE,
} from "./constants";
export * from "./schemas/authSchemas";
export * from "./schemas/commentSchemas";
export * from "./schemas/discussionSchemas";
export * from "./schemas/discussionActionSchemas";
export * from "./schemas/auditLogSchemas";
export type { AuditLogEntry } from "./entities/AuditLogEntry";
export * from "./schemas/categorySchemas";
export * from "./schemas/categoryPreferenceSchemas";
export * from "./schemas/tagSchemas";
export * from "./schemas/recordIDSchemas";
export * from "./schemas/freeJsonSchemas";
export * from "./schemas/bulkDiscussionSchemas";
export { LONG_RUNNER_CONTENT_TYPE } from "./entities/LongRunner";
export type { EnabledAddon, SiteBootstrap, SiteNavGroup, SiteSectionRef } from "./entities/SiteBootstrap";
export { DEFAULT_THEME_VARIABLES } from "./defaultThemeVariables";
export type { CommentDraftMeta, DiscussionDraftMeta, Draft, DraftAttributes, DraftForEdit, DraftRecordType, DraftStatus } from "./entities/Draft";
export * from "./schemas/draftSchemas";
export type { MediaItem } from "./entities/Media";
export { checkUpload, DEFAULT_UPLOAD_RULES, fileExtension, MEDIA_SETTING_KEYS } from "./checkUpload";
export type { UploadRules } from "./checkUpload";
export { uploadRules } from "./uploadRules";
export { formatFileSize } from "./formatFileSize";
export { escapeHtml } from "./escapeHtml";
export * from "./schemas/userLookupSchemas";
export * from "./schemas/userAdminSchemas";
// Plain numbers, apart from the schemas, so a form that shows them loads no TypeBox.
export { USER_SIGNATURE_MAX_LENGTH, USER_TITLE_MAX_LENGTH } from "./userLimits";
export * from "./schemas/notificationSchemas";
export { defineWidget } from "./defineWidget";
export type {
  ClientWidget,
  ClientWidgetOptions,
  HydratedWidget,
  StaticForGuests,
  WidgetComponent,
  WidgetDefinition,
  WidgetHydrateFn,
  WidgetProps,
} from "./defineWidget";
export {
  DIGEST_PREFERENCE_KEY,
  NOTIFICATION_LANGUAGE_KEY,
  NOTIFICATION_PREFERENCE_GROUPS,
  NOTIFICATION_PREFERENCE_TYPES,
} from "./notifications/NOTIFICATION_PREFERENCE_TYPES";
export type { NotificationPreferenceType } from "./notifications/NOTIFICATION_PREFERENCE_TYPES";
export {
  ConfirmEmailSchema,
  EmailConfirmationSchema,
  NotificationPreferencesPatchSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesSchemaSchema,
} from "./notifications/notificationPreferenceSchemas";
export type {
  EmailConfirmation,
  NotificationPreferences,
  NotificationPreferencesPatch,
  NotificationPreferencesSchemaNode,
} from "./notifications/notificationPreferenceSchemas";
export {
  ALL_CONTENT_DOMAIN,
  SEARCH_MATCH_MODES,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_LIMIT,
  SEARCH_SORTS,
  SearchQuerySchema,
} from "./search/searchSchemas";
export type { SearchMatchMode, SearchQueryParams, SearchSort } from "./search/searchSchemas";
export { SearchResultSchema } from "./search/SearchResult";
export type { SearchResult } from "./search/SearchResult";
export { parseDateFilter } from "./search/parseDateFilter";
export type { DateBound, DateRange } from "./search/parseDateFilter";

// The public API of @quorum/core, the client framework every add-on builds on.
// Add-ons import only from here (and @quorum/api): never a deep path, never react-query
// directly, so core can change how it routes or caches without breaking them.

// Add-ons
export { defineAddon } from "./addons/defineAddon";
export type { AddonDescriptor, LayoutRouteDescriptor, LazyComponent, NavItemDescriptor, RouteDescriptor, WidgetDescriptor } from "./addons/defineAddon";
export type { Navigation } from "./addons/defineAddon";
export { defineSlot, slotItem } from "./addons/defineSlot";
export { defineExtensionPoint } from "./addons/defineExtensionPoint";
export type { Contribution, ExtensionPoint } from "./addons/defineExtensionPoint";
export type { SlotItem, SlotRef } from "./addons/defineSlot";
export { Slot } from "./addons/Slot";
export type { SlotProps } from "./addons/Slot";
export { useSlotRenderer } from "./addons/useSlotRenderer";
export type { SlotRenderer } from "./addons/useSlotRenderer";
export { AddonContext, useAddon } from "./addons/AddonContext";
export type { AddonContextValue } from "./addons/AddonContext";
export { AddonRegistry } from "./addons/AddonRegistry";
export type { AddonRegistryOptions, RegisteredRoute, RegisteredSlotItem, RegisteredWidget } from "./addons/AddonRegistry";
export { loadAddonRegistry } from "./addons/loadAddonRegistry";
export type { AddonLoader } from "./addons/loadAddonRegistry";
export type { AddonManifest, ManifestContribution, ManifestSlotItem } from "./addons/addonManifest";
export { useAddonRegistry } from "./addons/useAddonRegistry";
export { coreAddon } from "./widgets/coreAddon";

// App
export { AppRoot } from "./app/AppRoot";
export type { AppRootProps } from "./app/AppRoot";
export { AppShell } from "./app/AppShell";
export { preloadRoute } from "./app/preloadRoute";
export type { PreloadRouteOptions } from "./app/preloadRoute";
export { releaseEarlyEvents } from "./early/releaseEarlyEvents";
export { LazyBoundary } from "./early/LazyBoundary";
export type { LazyBoundaryProps } from "./early/LazyBoundary";
export type { EarlyEvent, EarlyEvents } from "./early/EARLY_EVENTS_SCRIPT";
export type { QuorumPageData } from "./app/QuorumPageData";

// API client
export { createApiClient } from "./api/createApiClient";
export type { ApiClient, ApiClientOptions, ApiRequestOptions, ApiResponse, FetchFunction } from "./api/createApiClient";
export { ApiError } from "./api/ApiError";
export type { ApiErrorInit } from "./api/ApiError";
export { serializeParams } from "./api/serializeParams";
export type { QueryParams, QueryValue } from "./api/serializeParams";
export { useApiClient } from "./api/useApiClient";
export { CALLS_RUN_PATH, runLongRunner } from "./api/runLongRunner";
export type { RunLongRunnerOptions } from "./api/runLongRunner";
export { uploadMedia } from "./api/uploadMedia";
export type { UploadMediaOptions } from "./api/uploadMedia";

// Queries (react-query, re-exported so add-ons share core's single copy)
export { createQueryClient, QUERY_STALE_TIME } from "./query/createQueryClient";
export { QueryClient, keepPreviousData, useInfiniteQuery, useIsFetching, useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
export type { QueryKey, UseMutationOptions, UseQueryOptions, UseQueryResult } from "@tanstack/react-query";

// Site bootstrap, user, permissions
export type { ClientBootstrap } from "./site/ClientBootstrap";
export { SiteProvider } from "./site/SiteProvider";
export type { SiteProviderProps } from "./site/SiteProvider";
export { useBootstrap } from "./site/useBootstrap";
export { useCurrentUser } from "./site/useCurrentUser";
export { useSiteConfig } from "./site/useSiteConfig";
export { usePermission } from "./site/usePermission";
export { usePermissionCheck } from "./site/usePermissionCheck";
export { usePermissions } from "./site/usePermissions";
export { PermissionsProvider, permissionsQueryKey } from "./site/PermissionsProvider";
export { isServerRender } from "./site/isServerRender";
export { EMAIL_CONFIRMED_QUERY_KEY } from "./site/emailConfirmedQueryKey";

// Text
export { setTranslations, t, translate } from "./i18n/t";
export type { Translations } from "./i18n/t";
export { TranslationContext } from "./i18n/TranslationContext";
export type { TranslationContextValue } from "./i18n/TranslationContext";
export { useTranslation } from "./i18n/useTranslation";
export type { UseTranslationResult } from "./i18n/useTranslation";
export { TranslationProvider } from "./i18n/TranslationProvider";
export type { TranslationProviderProps } from "./i18n/TranslationProvider";

// Routing (core's own router: history, location, params, links)
export { matchLayoutRoute } from "./router/matchLayoutRoute";
export { AppRoutes } from "./router/AppRoutes";
export { LayoutPage } from "./router/LayoutPage";
export { fetchLayout, getCachedLayout, layoutQueryKey, layoutQueryOptions } from "./router/layoutQuery";
export type { LayoutResult } from "./router/layoutQuery";
export { useInvalidateLayouts } from "./router/useInvalidateLayouts";
export { useDocumentTitle } from "./router/useDocumentTitle";
export { ErrorPage } from "./router/ErrorPage";
export { missingAs404 } from "./router/missingAs404";
export type { ErrorPageProps } from "./router/ErrorPage";
export { NotFoundPage } from "./router/NotFoundPage";
export { Link } from "./router/Link";
export type { LinkProps } from "./router/Link";
export { signInPath } from "./router/signInPath";
export { BrowserRouter } from "./router/BrowserRouter";
export { NavLink } from "./router/NavLink";
export type { NavLinkProps, NavLinkRenderProps } from "./router/NavLink";
export { useLocation } from "./router/useLocation";
export { useNavigate } from "./router/useNavigate";
export type { NavigateFunction, NavigateOptions } from "./router/useNavigate";
export { useParams } from "./router/useParams";
export { useSearchParams } from "./router/useSearchParams";
export type { SearchParamsInit, SetSearchParams } from "./router/useSearchParams";
export type { Location, To } from "./router/history";

// Layouts
export { LayoutRenderer } from "./layout/LayoutRenderer";
export { WidgetNodeRenderer } from "./layout/WidgetNodeRenderer";
export { WidgetBoundary } from "./layout/WidgetBoundary";
export { ErrorBoundary } from "./layout/ErrorBoundary";
export type { ErrorBoundaryProps } from "./layout/ErrorBoundary";
export { preloadLayoutWidgets } from "./layout/preloadLayoutWidgets";
export { isWidgetNode, widgetNodes } from "./layout/widgetNodes";

// UI kit
export { Button } from "./ui/Button";
export type { ButtonProps } from "./ui/Button";
export { buttonRecipe } from "./ui/Button.css";
export { Label } from "./ui/Label";
export type { LabelProps } from "./ui/Label";
export { Loader } from "./ui/Loader";
export type { LoaderProps } from "./ui/Loader";
export { Skeleton } from "./ui/Skeleton";
export { LOADER_DELAY, useDelayedVisibility } from "./ui/useDelayedVisibility";
export { useDebouncedValue } from "./ui/useDebouncedValue";
export { DateTime } from "./ui/DateTime";
export type { DateTimeProps } from "./ui/DateTime";
export { intlCache } from "./ui/intlCache";
export { boundedMemo } from "./ui/boundedMemo";
export { Avatar } from "./ui/Avatar";
export type { AvatarProps } from "./ui/Avatar";
export { PAGER_DEFAULT_LIMIT, Pager } from "./ui/Pager";
export type { PagerProps } from "./ui/Pager";
export { JumpToPage } from "./ui/JumpToPage";
export type { JumpToPageProps } from "./ui/JumpToPage";
export { clampPageInput } from "./ui/clampPageInput";
export { ErrorMessage } from "./ui/ErrorMessage";
export type { ErrorMessageProps } from "./ui/ErrorMessage";
export { FormField } from "./ui/FormField";
export type { FormFieldProps } from "./ui/FormField";
export { TextInput } from "./ui/TextInput";
export type { TextInputProps } from "./ui/TextInput";
export { TextArea } from "./ui/TextArea";
export type { TextAreaProps } from "./ui/TextArea";
export { widgetStyles } from "./ui/widgetStyles.css";
export { ToastProvider } from "./ui/ToastProvider";
export { useToast } from "./ui/useToast";
export { TOAST_AUTO_DISMISS_DURATION, TOAST_REMOVAL_DELAY } from "./ui/ToastContext";
export type { ToastApi, ToastOptions } from "./ui/ToastContext";
export { Modal } from "./ui/Modal";
export type { ModalProps } from "./ui/Modal";
export { ConfirmModal } from "./ui/ConfirmModal";
export type { ConfirmModalProps } from "./ui/ConfirmModal";
export { FormModal } from "./ui/FormModal";
export type { FormModalProps } from "./ui/FormModal";
export { DropDown } from "./ui/DropDown";
export type { DropDownProps } from "./ui/DropDown";
export { DropDownSection } from "./ui/DropDownSection";
export { DropDownItemButton } from "./ui/DropDownItemButton";
export type { DropDownItemButtonProps } from "./ui/DropDownItemButton";
export { DropDownItemLink } from "./ui/DropDownItemLink";
export type { DropDownItemLinkProps } from "./ui/DropDownItemLink";
export { ToolTip } from "./ui/ToolTip";
export type { ToolTipProps } from "./ui/ToolTip";
export { Checkbox } from "./ui/Checkbox";
export type { CheckboxProps } from "./ui/Checkbox";

// People: the user card on every author name and avatar (its code loads on first use), the
// profile page's header widget (`ProfileHeader`, in coreAddon) and the card's content.
export { UserCardLink } from "./users/UserCardLink";
export type { UserCardLinkProps } from "./users/UserCardLink";
export type { ProfileHeaderProps, ProfileHeaderTab } from "./users/ProfileHeader";
// The slots core's components offer: `coreSlots.userCardDetails` in the user card.
export { coreSlots } from "./users/coreSlots";
export type { UserCardDetailsProps } from "./users/coreSlots";
// The My Account flyout's links to add-ons' pages (`accountLinksPoint.with({ label, to })`, plain data).
export { accountLinksPoint } from "./widgets/titlebar/accountLinksPoint";
export type { AccountMenuLink } from "./widgets/titlebar/accountLinksPoint";

// Search (spec §2): the search box of the title bar, banners and the `search` widget; the search
// page's tabs for domains add-ons register (`searchDomainsPoint.with(...)`).
export { SearchForm } from "./search/SearchForm";
export type { SearchFormProps } from "./search/SearchForm";
export { searchDomainsPoint } from "./search/searchDomainsPoint";
export type { SearchDomainTab } from "./search/searchDomainsPoint";

// Theme
export { themeVars } from "./theme/themeVars.css";
export type { ThemeVariable } from "./theme/themeVars.css";
export { breakpoints, maxWidth, minWidth } from "./theme/breakpoints";
export { visuallyHidden } from "./theme/visuallyHidden.css";

import { defineExtensionPoint } from "../../addons/defineExtensionPoint";

/** A link of the My Account flyout an add-on adds: its English label, the in-app path, and the permission it asks (if any). */
export interface AccountMenuLink {
  label: string;
  to: string;
  permission?: string;
}

/**
 * The My Account flyout's links to an add-on's pages for the signed-in member (the flyout shows
 * only to them): the add-on's client half lists `accountLinksPoint.with({ label: "Analytics
 * Privacy", to: "/analytics/privacy" })` in its descriptor's `extend`. Plain data, so it travels in
 * the page's manifest and the flyout shows it without loading the add-on's code
 * (docs/page-flow.md §4). Shown after core's own links, in add-on order.
 */
export const accountLinksPoint = defineExtensionPoint<AccountMenuLink>("core.account.links");

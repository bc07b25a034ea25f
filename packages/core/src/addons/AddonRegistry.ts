import type { ComponentType } from "react";
import type { AddonDescriptor, NavItemDescriptor } from "./defineAddon";
import { LazyModule } from "./LazyModule";

export interface AddonRegistryOptions {
  /** Shows a visible box for unknown widgets instead of nothing (spec §8, debug mode). */
  debug?: boolean;
}

/** A route of an add-on with its lazily loaded page. */
export interface RegisteredRoute {
  path: string;
  addonKey: string;
  page: LazyModule;
}

/**
 * The client add-ons of a site, merged: widgets by `$reactComponent` name, routes and navigation.
 * Built once per process (the server render shares it across requests); it holds no user data.
 * A later add-on's widget replaces an earlier one of the same name, so a theme add-on can override.
 */
export class AddonRegistry {
  readonly addons: readonly AddonDescriptor[];
  readonly routes: readonly RegisteredRoute[];
  /** Every add-on's navigation items, sorted by `order` (ties keep registration order). */
  readonly navItems: readonly NavItemDescriptor[];
  readonly debug: boolean;
  private readonly widgets = new Map<string, LazyModule>();

  constructor(addons: readonly AddonDescriptor[], options: AddonRegistryOptions = {}) {
    this.addons = addons;
    this.debug = options.debug ?? false;
    const routes: RegisteredRoute[] = [];
    const navItems: NavItemDescriptor[] = [];
    for (const addon of addons) {
      for (const [name, widget] of Object.entries(addon.widgets ?? {})) {
        this.widgets.set(name, new LazyModule(widget.load, name));
      }
      for (const route of addon.routes ?? []) {
        routes.push({ path: route.path, addonKey: addon.key, page: new LazyModule(route.load, route.path) });
      }
      navItems.push(...(addon.navItems ?? []));
    }
    this.routes = routes;
    this.navItems = navItems.map((item, index) => ({ item, index }))
      .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
      .map(({ item }) => item);
  }

  /** Whether a widget of this `$reactComponent` name is registered. */
  hasWidget(name: string): boolean {
    return this.widgets.has(name);
  }

  /** The lazy component of a widget, or undefined when no add-on registers the name. */
  getWidget(name: string): ComponentType<Record<string, unknown>> | undefined {
    return this.widgets.get(name)?.component;
  }

  /** Loads a widget's chunk; resolves (never rejects) so a broken widget can't block a page. */
  async loadWidget(name: string): Promise<void> {
    await this.widgets.get(name)?.load().catch(() => undefined);
  }
}

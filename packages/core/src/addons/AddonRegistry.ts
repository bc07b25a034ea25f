import type { ComponentType } from "react";
import type { AddonContextValue } from "./AddonContext";
import type { StaticForGuests } from "@quorum/api";
import type { AddonDescriptor, LayoutRouteDescriptor, NavItemDescriptor } from "./defineAddon";
import type { ExtensionPoint } from "./defineExtensionPoint";
import type { SlotRef } from "./defineSlot";
import { LazyModule } from "./LazyModule";
import { standInOf } from "./StandInSlotItem";
import type { StandInSlotItem } from "./StandInSlotItem";
import { widgetLoaders } from "./widgetLoaders";

export interface AddonRegistryOptions {
  /** Shows a visible box for unknown widgets instead of nothing (spec §8, debug mode). */
  debug?: boolean;
}

/** A route of an add-on with its lazily loaded page. */
export interface RegisteredRoute {
  path: string;
  addonKey: string;
  /** The add-on context the page renders in (one object per route, so providers don't re-render). */
  context: AddonContextValue;
  page: LazyModule;
  permission?: string;
  record?: string;
}

/** A widget with the add-on that registered it. */
export interface RegisteredWidget {
  context: AddonContextValue;
  module: LazyModule;
  staticForGuests?: StaticForGuests;
}

/** A slot item with the add-on that contributed it, in display order. */
export interface RegisteredSlotItem {
  id: string;
  addonKey: string;
  /** The add-on context the item renders in (one object per add-on, so providers don't re-render). */
  context: AddonContextValue;
  permission?: string;
  /** Renders only where this answers true for the slot's props (`slotItem`'s `when`). */
  when?: (props: object) => boolean;
  module: LazyModule;
  /**
   * Set for an item of an add-on the page did not load (its manifest stands in): its `when` is
   * known once `standIn` has loaded the descriptor (`loadStandIn`); until then it renders nothing.
   */
  standIn?: StandInSlotItem;
}

const CORE_CONTEXT: AddonContextValue = { key: "core" };

const sortByOrder = <T extends { order: number }>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
    .map(({ item }) => item);

/**
 * The client add-ons of a site, merged: widgets by `$reactComponent` name, routes, navigation,
 * slot items and post types. Built once per set of enabled add-ons (the server render shares it
 * across requests); it holds no user data. A later add-on's widget (or slot item of the same id)
 * replaces an earlier one of the same name, so a theme add-on can override.
 */
export class AddonRegistry {
  readonly addons: readonly AddonDescriptor[];
  readonly routes: readonly RegisteredRoute[];
  /** Every add-on's layout-backed addresses, in add-on order (`matchLayoutRoute` tries them in turn). */
  readonly layoutRoutes: readonly LayoutRouteDescriptor[];
  /** Every add-on's navigation items, sorted by `order` (ties keep registration order). */
  readonly navItems: readonly NavItemDescriptor[];
  readonly debug: boolean;
  private readonly widgets = new Map<string, RegisteredWidget>();
  private readonly slotItems = new Map<string, RegisteredSlotItem[]>();
  private readonly contributed = new Map<string, unknown[]>();
  /** Bumped whenever a stand-in slot item has loaded: the slots showing its slot render again. */
  private standInsLoaded = 0;
  private readonly standInListeners = new Set<() => void>();
  private readonly standInsAnnounced = new WeakSet<StandInSlotItem>();

  constructor(addons: readonly AddonDescriptor[], options: AddonRegistryOptions = {}) {
    this.addons = addons;
    this.debug = options.debug ?? false;
    const routes: RegisteredRoute[] = [];
    const navItems: NavItemDescriptor[] = [];
    const slotItems = new Map<string, Map<string, RegisteredSlotItem & { order: number }>>();
    for (const addon of addons) {
      const context: AddonContextValue = { key: addon.key };
      for (const [name, load, staticForGuests] of widgetLoaders(addon.widgets)) {
        this.widgets.set(name, { context, module: new LazyModule(load, name), ...(staticForGuests ? { staticForGuests } : {}) });
      }
      for (const route of addon.routes ?? []) {
        routes.push({
          path: route.path,
          addonKey: addon.key,
          context,
          page: new LazyModule(route.load, route.path),
          ...(route.permission ? { permission: route.permission } : {}),
          ...(route.record ? { record: route.record } : {}),
        });
      }
      for (const item of addon.slots ?? []) {
        let items = slotItems.get(item.slot);
        if (!items) slotItems.set(item.slot, (items = new Map()));
        items.delete(item.id);
        const standIn = standInOf(item);
        items.set(item.id, {
          id: item.id,
          order: item.order,
          addonKey: addon.key,
          context,
          module: new LazyModule(item.load, `${item.slot}/${item.id}`),
          ...(item.permission ? { permission: item.permission } : {}),
          // Typed by the slot's props when declared (`slotItem`); the registry holds every slot's items alike.
          ...(item.when ? { when: item.when as (props: object) => boolean } : {}),
          ...(standIn ? { standIn } : {}),
        });
      }
      navItems.push(...(addon.navItems ?? []));
      for (const { point, value } of addon.extend ?? []) {
        const values = this.contributed.get(point.id) ?? [];
        values.push(value);
        this.contributed.set(point.id, values);
      }
    }
    for (const [slot, items] of slotItems) this.slotItems.set(slot, sortByOrder([...items.values()]));
    this.routes = routes;
    this.layoutRoutes = addons.flatMap((addon) => addon.layoutRoutes ?? []);
    this.navItems = sortByOrder(navItems);
  }

  /** What the add-ons contribute to an extension point, in registration order. */
  contributions<T>(point: ExtensionPoint<T>): readonly T[] {
    // Entries are made by `point.with`, so a value under this id is a T.
    return (this.contributed.get(point.id) ?? []) as T[];
  }

  /** Whether a widget of this `$reactComponent` name is registered. */
  /** The `$reactComponent` names of every registered widget (the server refuses catalog entries outside them). */
  widgetNames(): string[] {
    return [...this.widgets.keys()];
  }

  hasWidget(name: string): boolean {
    return this.widgets.has(name);
  }

  /** The lazy component of a widget, or undefined when no add-on registers the name. */
  getWidget(name: string): ComponentType<Record<string, unknown>> | undefined {
    return this.widgets.get(name)?.module.component;
  }

  /** The context of the add-on that registered a widget. */
  widgetContext(name: string): AddonContextValue {
    return this.widgets.get(name)?.context ?? CORE_CONTEXT;
  }

  /**
   * Whether a guest's page keeps this widget as the server sent it until the first interaction
   * (`HydrateOnInteraction`): its registration says a guest's view is static. The address
   * is the page's (a function in the registration may decide by it).
   */
  isStaticForGuests(name: string, location: { pathname: string; search: string; hash: string }): boolean {
    // A page opened at an anchor hydrates at once: a widget may mark or scroll to what it names.
    if (location.hash.length > 1) return false;
    const rule = this.widgets.get(name)?.staticForGuests;
    return typeof rule === "function" ? rule(location) : rule === true;
  }

  /** Whether a guest's page wraps this widget for `HydrateOnInteraction` (the same on the server and in the browser). */
  mayBeStaticForGuests(name: string): boolean {
    return Boolean(this.widgets.get(name)?.staticForGuests);
  }

  /** The items of a slot, in display order (empty when no enabled add-on fills it). */
  slot(slot: SlotRef<object> | string): readonly RegisteredSlotItem[] {
    return this.slotItems.get(typeof slot === "string" ? slot : slot.id) ?? [];
  }

  /** Loads a widget's chunk; resolves (never rejects) so a broken widget can't block a page. */
  async loadWidget(name: string): Promise<void> {
    await this.widgets
      .get(name)
      ?.module.load()
      .catch(() => undefined);
  }

  /**
   * Loads every slot item's chunk (they are small, and any page may show them), so a page
   * renders them on the server and hydrates without suspending. Never rejects. A stand-in's
   * items are left out: the page rendered none of them, and a later slot loads them when needed.
   */
  async loadSlots(): Promise<void> {
    const items = [...this.slotItems.values()].flat().filter((item) => !item.standIn);
    await Promise.all(items.map((item) => item.module.load().catch(() => undefined)));
  }

  /**
   * Imports the descriptor behind a stand-in slot item, then tells the slots (`subscribeToStandIns`)
   * to render again, now knowing whether it applies. Rejects when the descriptor fails to load.
   */
  async loadStandIn(item: RegisteredSlotItem): Promise<void> {
    const { standIn } = item;
    if (!standIn || standIn.isLoaded) return;
    await standIn.load();
    // A thread asks once per comment: the slots render again once per item, not once per asker.
    if (this.standInsAnnounced.has(standIn)) return;
    this.standInsAnnounced.add(standIn);
    this.standInsLoaded += 1;
    for (const listener of this.standInListeners) listener();
  }

  /** For `useSyncExternalStore`: calls back when a stand-in slot item has loaded. */
  readonly subscribeToStandIns = (listener: () => void): (() => void) => {
    this.standInListeners.add(listener);
    return () => this.standInListeners.delete(listener);
  };

  /** For `useSyncExternalStore`: how many stand-in loads have completed. */
  readonly standInVersion = (): number => this.standInsLoaded;

  /** The strings of every add-on for a locale, merged (later add-ons win). */
  async loadTranslations(locale: string): Promise<Record<string, string>> {
    const parts = await Promise.all(this.addons.map((addon) => addon.translations?.(locale) ?? {}));
    return Object.assign({}, ...parts) as Record<string, string>;
  }
}

import type { ServerAddon } from "./defineServerAddon";

/**
 * The add-ons in an order where every add-on comes after the features it `requires` (a topological
 * order), otherwise in the order given. Migrations run and hooks are called in this order, so an
 * add-on's foreign keys meet its feature's tables and its hooks see the feature's work done.
 * A requirement that is not installed is ignored here (the add-on is refused, see
 * `requirementProblem`); a cycle is an installation error.
 */
export function orderAddons(addons: readonly ServerAddon[]): ServerAddon[] {
  const byKey = new Map(addons.map((addon) => [addon.key, addon]));
  const ordered: ServerAddon[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (addon: ServerAddon, path: readonly string[]): void => {
    const seen = state.get(addon.key);
    if (seen === "done") return;
    if (seen === "visiting") throw new Error(`The add-ons ${[...path.slice(path.indexOf(addon.key)), addon.key].join(" → ")} require each other.`);
    state.set(addon.key, "visiting");
    for (const key of Object.keys(addon.requires ?? {})) {
      const required = byKey.get(key);
      if (required) visit(required, [...path, addon.key]);
    }
    state.set(addon.key, "done");
    ordered.push(addon);
  };
  for (const addon of addons) visit(addon, []);
  return ordered;
}

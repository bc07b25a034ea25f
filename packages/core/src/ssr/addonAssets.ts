import type { RenderRequest } from "./RenderRequest";

/**
 * The page's files with the enabled add-ons' added (each file once): every enabled add-on's
 * styles (a page it is not on may navigate to it), but the scripts announced as `modulepreload`
 * only of those whose descriptor the page loads (not `lazy`), so a page fetches nothing of the rest.
 */
export function addonAssets(assets: RenderRequest["assets"], enabledKeys: readonly string[], lazy: ReadonlySet<string>): RenderRequest["assets"] {
  if (!assets.addons) return assets;
  const styles = new Set(assets.styles);
  const preloads = new Set(assets.preloads ?? []);
  for (const key of enabledKeys) {
    for (const file of assets.addons[key]?.styles ?? []) styles.add(file);
    if (lazy.has(key)) continue;
    for (const file of assets.addons[key]?.preloads ?? []) preloads.add(file);
  }
  return { scripts: assets.scripts, styles: [...styles], preloads: [...preloads] };
}

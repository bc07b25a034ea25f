import { DEFAULT_THEME_VARIABLES } from "@quorum/api";

const cache = new WeakMap<Readonly<Record<string, string>>, string>();

/**
 * The theme as `:root{--q-key:value;...}` over the defaults. Names outside `[\w-]` and values that
 * could leave the declaration (`< > { } ;`) are dropped. Memoised per variables object, as the
 * server usually hands the same theme object to every request.
 */
export function themeStyle(variables: Readonly<Record<string, string>>): string {
  const cached = cache.get(variables);
  if (cached !== undefined) return cached;
  const merged: Record<string, string> = { ...DEFAULT_THEME_VARIABLES };
  for (const [key, value] of Object.entries(variables)) {
    if (/^[\w-]+$/.test(key) && typeof value === "string" && !/[<>{};]/.test(value)) merged[key] = value;
  }
  const css = `:root{${Object.entries(merged)
    .map(([key, value]) => `--q-${key}:${value};`)
    .join("")}}`;
  cache.set(variables, css);
  return css;
}

import qs from "qs";

/**
 * The query-string parser of every route: nested keys (`params[page]=2`) and arrays
 * (`expand[]=a`), with spec §9's limits (array limit 20, depth 5, parameter limit 1000) so a
 * hostile query cannot blow up. Values stay strings; route schemas coerce them.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, { arrayLimit: 20, depth: 5, parameterLimit: 1000, allowPrototypes: false }) as Record<string, unknown>;
}

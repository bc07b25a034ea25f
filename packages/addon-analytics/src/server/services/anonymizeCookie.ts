/**
 * The guest's AnonymizeData cookie (spec §8: for guests the choice is kept in a cookie named by
 * `garden.cookie.name`, at `garden.cookie.path`): `<name>-AnonymizeData`, "1" or "0".
 */
export function anonymizeCookieName(config: Readonly<Record<string, unknown>>): string {
  const name = config["garden.cookie.name"];
  return `${typeof name === "string" ? name : "quorum"}-AnonymizeData`;
}

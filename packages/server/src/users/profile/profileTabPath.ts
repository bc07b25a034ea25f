import { profilePath } from "@quorum/api";

/** `/profile/{userName}` for the default tab, `/profile/{tab}/{userName}` for the others. */
export function profileTabPath(tab: string, userName: string): string {
  return tab === "" ? profilePath(userName) : `/profile/${encodeURIComponent(tab)}/${encodeURIComponent(userName)}`;
}

/**
 * A tab of the profile page (`/profile/{tab}/{userName}`), contributed by a feature through
 * `userHooks.profileTab`: the forum's activity, discussions, comments and reactions. `id` is the
 * address segment ("" for the page's default tab, `/profile/{userName}`); `name` is shown through
 * `t()`; what the tab lists is the feature's own placement at `coreLayouts.profile` "main", which
 * reads the tab from the record (`ProfileRecord`).
 */
export interface ProfileTab {
  id: string;
  name: string;
  order: number;
}

/** A tab as the profile header receives it: its name and where it leads for this user. */
export interface ProfileTabLink {
  id: string;
  name: string;
  url: string;
}

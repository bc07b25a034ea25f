import { defineLayout } from "../../layouts/defineLayout";

/**
 * The framework's own layouts and their insertion points (docs/addons.md §6): the profile page
 * (`/profile/{userName}` and its tabs) is the framework's because people are: its header (the
 * user's card, core's `ProfileHeader`) shows for every feature; what each tab lists is placed at
 * `main` by the feature that owns it (the forum's posts), and `secondary` takes side panels.
 */
export const coreLayouts = {
  profile: defineLayout("profile", ["main", "secondary"]),
};

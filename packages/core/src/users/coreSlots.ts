import type { User } from "@quorum/api";
import { defineSlot } from "../addons/defineSlot";

/** What an item of the user card's details slot receives: the member as `GET /users/{id}` answered. */
export interface UserCardDetailsProps {
  user: User;
}

/**
 * The slots core's own components offer to add-ons (the forum's are in its contract).
 *
 * `userCardDetails` (`userCard.details`): below the facts of the user card a post's author name
 * opens, in its full view only (a private or banned member's restricted card shows nothing more);
 * not on the profile page, which has its tabs. The card opens on a click, so its items' add-ons
 * load then, never with the page (docs/page-flow.md §4).
 */
export const coreSlots = {
  // This module has no side effects: the web app's build lists it among core's leaves (apps/web
  // vite.config.ts, CORE_LEAVES), so it joins the card's chunk rather than every first load.
  userCardDetails: defineSlot<UserCardDetailsProps>("userCard.details"),
};

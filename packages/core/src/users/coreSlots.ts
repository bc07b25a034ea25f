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
  // Pure: left out of every bundle that does not use it (the shell's re-exports of core keep a
  // call they cannot prove free of effects, and this belongs to the card's chunk).
  userCardDetails: /* @__PURE__ */ defineSlot<UserCardDetailsProps>("userCard.details"),
};

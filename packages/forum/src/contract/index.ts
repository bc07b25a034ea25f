// `@quorum/forum/contract`: what an add-on may use of the forum on both halves — the slots its UI
// offers and the props they pass. Public and versioned with the forum (semver); add-ons import this
// (and `@quorum/forum/contract/server` on the server), never a deeper path (docs/addons.md).
export { forumSlots } from "./forumSlots";
export type { DiscussionOptionsProps, ListFilterProps } from "./forumSlots";

// The client half of @quorum/conversations: a small descriptor with no side effects. Every page sits
// behind `load`, so a browser downloads one only when it is shown, and nothing at all while the
// add-on is switched off (docs/architecture.md §1).
import { defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";

const inbox = () => import("./pages/InboxPage");
const add = () => import("./pages/AddConversationPage");

export default defineAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  routes: [
    { path: "/messages", load: inbox },
    // The account panel's link.
    { path: "/messages/inbox", load: inbox },
    { path: "/messages/add/:name?", load: add, permission: "conversations.add" },
    { path: "/messages/blocked", load: () => import("./pages/BlockedMembersPage") },
    // One the viewer may not read is the API's 404: the server answers the page with it.
    { path: "/messages/:id", record: "/conversations/:id", load: () => import("./pages/ConversationPage") },
  ],
});

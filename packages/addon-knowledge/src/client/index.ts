// The client half of the knowledge base: a small descriptor with no side effects. Every page sits
// behind `load`, so a browser downloads one only when it opens it, and nothing while the add-on is off.
import { defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";

export default defineAddon({
  key: quorum.addon,
  routes: [],
});

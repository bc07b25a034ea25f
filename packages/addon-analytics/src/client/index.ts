// placeholder, replaced below
import { defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";
export default defineAddon({ key: quorum.addon });

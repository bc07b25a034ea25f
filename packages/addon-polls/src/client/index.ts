// The client half of Polls: a small descriptor with no side effects. The poll widget sits behind
// `load`, so a browser downloads it only on a page that shows a poll, and nothing while the add-on is off.
import { defineAddon } from "@quorum/core";
import { forumPostTypes } from "@quorum/forum/contract";
import { quorum } from "../../package.json";
import { pollPostFields, pollWidget } from "../shared/widgets";

export default defineAddon({
  key: quorum.addon,
  widgets: [pollWidget.client(() => import("./widgets/PollWidget")), pollPostFields.client(() => import("./widgets/PollPostFields"))],
  // The post form shows the poll's fields under the body and posts both in one request.
  extend: [forumPostTypes.with({ type: "poll", label: "New Poll", order: 20, fields: { endpoint: "/polls", component: pollPostFields.component } })],
});

import { describe, expect, it } from "vitest";
import type { NotificationGroup, NotificationGroupFields } from "./NotificationSource";

const fields: NotificationGroupFields = {
  recipients: [1],
  recordType: "badge",
  recordID: 1,
  discussionID: null,
  groupKey: "badge:1:1",
  body: "You earned the <b>First Comment</b> badge",
  bodyGrouped: "You earned the <b>First Comment</b> badge",
  url: "/badges/1",
  photoUrl: null,
  canSee: () => true,
};

// The checks are the types' (this file is typechecked with the package): a kind of an add-on's own
// is no preference key, so without `delivery` it would notify no one (defaultPreference).
describe("NotificationGroup", () => {
  it("takes a preference key with or without delivery, and an add-on's own kind only with it", () => {
    const mention: NotificationGroup = { ...fields, type: "Mention" };
    const badge: NotificationGroup = { ...fields, type: "Badge", delivery: new Map([[1, { popup: true, email: false }]]) };
    // @ts-expect-error An add-on's own kind names no preference: it must say how each recipient hears of it.
    const silent: NotificationGroup = { ...fields, type: "Badge" };
    expect([mention, badge, silent].map((group) => group.type)).toEqual(["Mention", "Badge", "Badge"]);
  });
});

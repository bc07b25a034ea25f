import type { Notification } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQnaTestApp, type QnaTestApp } from "../testing/createQnaTestApp";

let t: QnaTestApp;
beforeAll(async () => {
  t = await createQnaTestApp();
});
afterAll(() => t?.close());

const unread = async (who: "bob" | "carol") =>
  (await t.call(who, { url: "/notifications" })).json<Notification[]>().filter((n) => !n.read && n.activityType === "AnswerAccepted");

describe("an accepted answer", () => {
  it("tells the answer's author, once accepted, and no one when it is only rejected", async () => {
    const id = await t.ask("alice", "Where are my settings?");
    const bobs = await t.answer("bob", id, "Under your avatar.");
    const carols = await t.answer("carol", id, "In the dashboard.");
    await t.judge("alice", carols.commentID, "rejected");
    await t.judge("alice", bobs.commentID, "accepted");
    await t.app.quorum.notifications.worker.idle();
    expect((await unread("bob")).map((n) => [n.body, n.url])).toEqual([
      ["<b>alice</b> accepted your answer to <b>Where are my settings?</b>", `/discussion/comment/${bobs.commentID}#Comment_${bobs.commentID}`],
    ]);
    expect(await unread("carol")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import type { RankRow } from "../db/RanksTables";
import { earnedRank } from "./computeRanks";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-26T12:00:00Z");
const rank = (rankID: number, level: number, fields: Partial<RankRow> = {}): RankRow => ({
  rankID,
  name: `R${rankID}`,
  userTitle: `R${rankID}`,
  labelStyle: "plain",
  level,
  minPosts: null,
  minPoints: null,
  minDays: null,
  roleIDs: [],
  manualOnly: false,
  allowLinks: true,
  dateInserted: now,
  dateUpdated: null,
  ...fields,
});
const member = (fields: Partial<{ posts: number; points: number; days: number; roleIDs: number[] }>) => ({
  posts: fields.posts ?? 0,
  points: fields.points ?? 0,
  dateInserted: new Date(now.getTime() - (fields.days ?? 0) * DAY),
  roleIDs: new Set(fields.roleIDs ?? []),
});

describe("earnedRank", () => {
  const ladder = [
    rank(1, 1, { minPosts: 0 }),
    rank(2, 2, { minPosts: 5 }),
    rank(3, 3, { minPosts: 20, minDays: 30 }),
    rank(4, 4, { minPoints: 100 }),
    rank(5, 5, { roleIDs: [7, 8] }),
    rank(6, 9, { manualOnly: true }),
  ];
  it("gives the highest-level rank whose every criterion holds", () => {
    expect(earnedRank(ladder, member({ posts: 3 }), now)?.rankID).toBe(1);
    expect(earnedRank(ladder, member({ posts: 25, days: 29 }), now)?.rankID).toBe(2);
    expect(earnedRank(ladder, member({ posts: 25, days: 30 }), now)?.rankID).toBe(3);
    expect(earnedRank(ladder, member({ points: 100 }), now)?.rankID).toBe(4);
    expect(earnedRank(ladder, member({ roleIDs: [8] }), now)?.rankID).toBe(5);
  });
  it("never gives a manual-only rank, and none when nothing qualifies", () => {
    expect(earnedRank([rank(6, 9, { manualOnly: true })], member({ posts: 1000 }), now)).toBeNull();
    expect(earnedRank([rank(2, 2, { minPosts: 5 })], member({ posts: 4 }), now)).toBeNull();
  });
});

import type { BadgeIcon, BadgeRule } from "../../shared/Badge";

/** The automatic badges a site starts with (issue 17 §4); managers may edit or delete them. */
export const AUTOMATIC_BADGES: ReadonlyArray<{ name: string; description: string; icon: BadgeIcon; points: number; rule: BadgeRule }> = [
  { name: "First Comment", description: "Posted a first comment.", icon: "comment", points: 5, rule: { type: "comments", threshold: 1 } },
  { name: "10 Comments", description: "Posted 10 comments.", icon: "comment", points: 10, rule: { type: "comments", threshold: 10 } },
  { name: "100 Comments", description: "Posted 100 comments.", icon: "star", points: 25, rule: { type: "comments", threshold: 100 } },
  { name: "1,000 Comments", description: "Posted 1,000 comments.", icon: "trophy", points: 50, rule: { type: "comments", threshold: 1000 } },
  { name: "First Anniversary", description: "A member for a year.", icon: "cake", points: 10, rule: { type: "anniversary", threshold: 1 } },
  { name: "Liked", description: "Received 10 reactions.", icon: "heart", points: 10, rule: { type: "reactions", threshold: 10 } },
  { name: "Accepted Answer", description: "Had an answer accepted.", icon: "check", points: 15, rule: { type: "acceptedAnswers", threshold: 1 } },
];

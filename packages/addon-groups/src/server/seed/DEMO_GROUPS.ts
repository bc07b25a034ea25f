import type { GroupPrivacy } from "../../shared/Group";

export interface DemoGroup {
  name: string;
  description: string;
  privacy: GroupPrivacy;
  leader: string;
  members: readonly string[];
  /** Asked to join and waiting for a leader. */
  requests: readonly string[];
}

/** One group of each privacy, led and joined by the forum demo's members. */
export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    name: "Weekend Hikers",
    description: "Trails, gear and trip reports. Everyone is welcome: join and share your last walk.",
    privacy: "public",
    leader: "alice",
    members: ["bob", "member"],
    requests: [],
  },
  {
    name: "Community Helpers",
    description: "Members who answer newcomers' questions. Ask to join and a leader will let you in.",
    privacy: "private",
    leader: "moderator",
    members: ["alice"],
    requests: ["bob"],
  },
  {
    name: "Beta Testers",
    description: "Early looks at what comes next. By invitation only.",
    privacy: "secret",
    leader: "bob",
    members: ["alice"],
    requests: [],
  },
];

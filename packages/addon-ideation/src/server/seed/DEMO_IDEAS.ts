/** One demo idea: who posted it, its status (by name) and note, and who voted which way. */
export interface DemoIdea {
  name: string;
  body: string;
  author: string;
  daysAgo: number;
  status: string;
  note: string | null;
  up: readonly string[];
  down: readonly string[];
}

/** The demo ideas: one per stage, voted on by the forum demo's members. */
export const DEMO_IDEAS: readonly DemoIdea[] = [
  {
    name: "Dark mode for the forum",
    body: "Reading the forum late at night is hard on the eyes. A dark theme, following the system setting, would help.",
    author: "alice",
    daysAgo: 12,
    status: "Planned",
    note: "We like this one: it is on the roadmap for the next release.",
    up: ["bob", "member", "moderator"],
    down: [],
  },
  {
    name: "Weekly digest of the best discussions",
    body: "An email on Mondays with the week's most active discussions in the categories I follow.",
    author: "bob",
    daysAgo: 6,
    status: "Active",
    note: null,
    up: ["alice"],
    down: ["member"],
  },
  {
    name: "Let members pin their own drafts",
    body: "Keep a draft at the top of my drafts list so I find it again.",
    author: "member",
    daysAgo: 30,
    status: "Declined",
    note: "Drafts are sorted by date on purpose; thanks for the suggestion.",
    up: [],
    down: ["alice", "bob"],
  },
];

/** A demo conversation: who starts it, who else is in it, and its messages in order, by author. */
export interface DemoConversation {
  participants: readonly string[];
  messages: ReadonlyArray<readonly [author: string, body: string]>;
}

/** A few private talks between the demo accounts and the forum demo's members. */
export const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    participants: ["moderator", "member"],
    messages: [
      ["moderator", "Welcome to the community! If anything is unclear, reply here and I will help."],
      ["member", "Thank you! Where should I ask about setting up my profile?"],
      ["moderator", "The General category is the right place. You can also edit your profile from the account panel."],
    ],
  },
  {
    participants: ["alice", "member", "bob"],
    messages: [
      ["alice", "Are you both coming to the meetup on Saturday?"],
      ["bob", "I am. I can bring the projector."],
      ["member", "Count me in, see you there."],
    ],
  },
  {
    participants: ["admin", "moderator"],
    messages: [
      ["admin", "Could you look at the reports queue this week? I am away until Friday."],
      ["moderator", "Sure, I will keep an eye on it."],
    ],
  },
];

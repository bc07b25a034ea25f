import type { AnswerStatus } from "../../shared/QnaAttributes";

/** A demo question: its asker and answers (by demo user name), and how the asker judged them. */
export interface DemoQuestion {
  name: string;
  body: string;
  asker: string;
  /** Days ago it was asked; answers follow an hour apart. */
  daysAgo: number;
  answers: readonly { author: string; body: string; status?: Exclude<AnswerStatus, "pending"> }[];
}

/** One question of each status: accepted, answered, rejected, unanswered. */
export const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  {
    name: "How do I change the email address on my account?",
    body: "I moved to a new address and want notifications to go there. Where is the setting?",
    asker: "alice",
    daysAgo: 6,
    answers: [
      {
        author: "bob",
        body: "Open your profile menu, choose Edit Profile and change the Email field. You will get a confirmation message at the new address.",
        status: "accepted",
      },
      { author: "carol", body: "If the confirmation does not arrive, check your spam folder first.\n\nIt usually takes a minute." },
      { author: "alice", body: "That worked, thank you both!" },
    ],
  },
  {
    name: "Can I get notified when someone answers my question?",
    body: "I asked something last week and only saw the answer by chance. Is there a way to be told?",
    asker: "bob",
    daysAgo: 4,
    answers: [{ author: "dave", body: "Yes: in your notification preferences, turn on notifications for comments on your posts." }],
  },
  {
    name: "Why do my uploaded images look blurry?",
    body: "Screenshots I attach to posts come out soft, even though the originals are sharp.",
    asker: "dave",
    daysAgo: 3,
    answers: [{ author: "carol", body: "Maybe your browser zoom is not at 100 percent?", status: "rejected" }],
  },
  {
    name: "Is there a dark theme?",
    body: "Reading at night would be easier on the eyes with a dark background. Does the forum have one?",
    asker: "carol",
    daysAgo: 1,
    answers: [],
  },
];

/** A demo poll: its discussion, the question, options, and who voted for which (option indexes). */
export interface DemoPoll {
  author: string;
  title: string;
  body: string;
  question: string;
  options: readonly string[];
  multipleChoice: boolean;
  isPublic: boolean;
  /** Days from now; negative: closed that many days ago. Null: no closing date. */
  closesInDays: number | null;
  votes: Readonly<Record<string, readonly number[]>>;
}

export const DEMO_POLLS: readonly DemoPoll[] = [
  {
    author: "alice",
    title: "What should our next community meetup be?",
    body: "We want to meet up next month. Vote for the kind of meetup you would come to.",
    question: "Which meetup would you join?",
    options: ["An online show-and-tell", "A workshop in town", "A picnic in the park"],
    multipleChoice: false,
    isPublic: false,
    closesInDays: 14,
    votes: { bob: [0], carol: [2], dave: [0] },
  },
  {
    author: "bob",
    title: "Which parts of the forum do you use most?",
    body: "Tell us what you use, so we know what to improve first.",
    question: "Which parts do you use?",
    options: ["Discussions", "Questions", "Groups", "Private messages"],
    multipleChoice: true,
    isPublic: true,
    closesInDays: -2,
    votes: { alice: [0, 1], carol: [0, 3], dave: [1] },
  },
];

const SUBJECTS = [
  "the new editor",
  "email notifications",
  "the mobile layout",
  "dark mode",
  "search results",
  "the API",
  "single sign-on",
  "file uploads",
  "the moderation queue",
  "category permissions",
  "the weekly digest",
  "profile pages",
  "private messages",
  "the import tool",
  "markdown tables",
  "the leaderboard",
  "reactions",
  "tag suggestions",
  "the RSS feed",
  "backups",
  "rate limits",
  "the theme editor",
  "webhooks",
  "badges",
];
const QUESTIONS = [
  "How do I configure {s}?",
  "Is there a way to turn off {s}?",
  "What is the best practice for {s}?",
  "{S} stopped working after the update",
  "Any tips for getting started with {s}?",
  "Feature request: better {s}",
  "Problem with {s} on Firefox",
  "Can moderators change {s}?",
  "Thoughts on {s}?",
  "Slow page loads when using {s}",
  "{S}: a quick guide",
  "Where can I find the settings for {s}?",
  "Has anyone automated {s}?",
];
const OPENERS = [
  "I have been looking into {s} for a while now.",
  "Quick question about {s}.",
  "We rolled out {s} last week.",
  "After the latest release, {s} behaves differently.",
  "A few of our members asked about {s}.",
  "I finally had some time to try {s}.",
  "This came up in our team meeting today.",
];
const MIDDLES = [
  "It works most of the time, but every now and then it takes a few seconds to respond.",
  "The documentation mentions a setting for this, but I could not find it in the dashboard.",
  "On desktop everything looks fine; on my phone the layout jumps around.",
  "I tried clearing the cache and signing out and back in, with no change.",
  "Our community has grown to a few thousand members, so small annoyances add up quickly.",
  "Is this expected behaviour, or did I miss a step somewhere?",
  "I would love to hear how other communities handle this.",
  "For context, we are running the default theme with a couple of custom colours.",
  "The logs do not show any errors, which makes it hard to narrow down.",
  "Being able to schedule it would save our moderators a lot of time.",
];
const REPLIES = [
  "Thanks for sharing, this was really helpful.",
  "Same here. It started for us after the last update.",
  "Have you checked the permissions on that category? That caught me out once.",
  "You can find it under Settings, then Posting. It is a bit hidden.",
  "+1, we would use this every day.",
  "I wrote a short guide about this a while ago; the trick is to change one setting at a time.",
  "Could you post a screenshot? That would make it easier to see what is going on.",
  "We solved it by splitting the category in two. Much easier to moderate now.",
  "Good question. I am curious about the answer as well.",
  "This is fixed in the latest version, try updating.",
  "Not sure that is a bug: the default changed in the release notes.",
  "Agreed, the new behaviour is much better.",
  "I tried that and it worked on the second attempt. Weird, but it works.",
  "Moderators can change that per category; members cannot.",
  "Thanks everyone, marking this as solved.",
];

/** Deterministic, readable forum text (titles, bodies, replies) drawn from `random`, for demo and benchmark content. */
export class DemoText {
  constructor(private readonly random: () => number) {}

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length) % list.length] as T;
  }

  title(): string {
    const subject = this.pick(SUBJECTS);
    return this.pick(QUESTIONS)
      .replace("{s}", subject)
      .replace("{S}", subject[0]?.toUpperCase() + subject.slice(1));
  }

  /** A discussion body in a few paragraphs (blank-line separated, readable as text or markdown). */
  discussionBody(subject = this.pick(SUBJECTS)): string {
    const paragraphs = 1 + Math.floor(this.random() * 3);
    const out = [this.pick(OPENERS).replace("{s}", subject) + " " + this.pick(MIDDLES)];
    for (let i = 1; i < paragraphs; i++) out.push(`${this.pick(MIDDLES)} ${this.pick(MIDDLES)}`);
    return out.join("\n\n");
  }

  comment(): string {
    return this.random() < 0.3 ? `${this.pick(REPLIES)} ${this.pick(MIDDLES)}` : this.pick(REPLIES);
  }

  /** A body as rich2 (Slate JSON) with a bold lead-in, to exercise the rich renderer. */
  richBody(text: string): string {
    const [first = "", ...rest] = text.split("\n\n");
    return JSON.stringify([
      { type: "p", children: [{ text: "Update: ", bold: true }, { text: first }] },
      ...rest.map((p) => ({ type: "p", children: [{ text: p }] })),
    ]);
  }
}

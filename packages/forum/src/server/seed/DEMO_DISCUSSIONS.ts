/** A curated demo discussion; a missing body is written by DemoText. */
export interface DemoDiscussion {
  category: string;
  author: string;
  name: string;
  body?: string;
  format?: "text" | "markdown" | "html" | "rich2";
  comments: number;
  tags?: string[];
  pinned?: "recent" | "category";
  closed?: boolean;
}

/** About thirty discussions across the demo tree; "Share your setup" is long enough to page (65 comments). */
export const DEMO_DISCUSSIONS: readonly DemoDiscussion[] = [
  {
    category: "announcements",
    author: "moderator",
    name: "Welcome to the community!",
    format: "markdown",
    body:
      "Hello and **welcome**! This is the place to ask questions, share what you built and meet other members.\n\n" +
      "A few things to get you started:\n\n- Read the [community guidelines](/discussions)\n- Introduce yourself in *Off Topic*\n- Search before you post: your question may already have an answer\n\nHave fun!",
    comments: 8,
    tags: ["Welcome"],
    pinned: "recent",
  },
  { category: "announcements", author: "admin", name: "Scheduled maintenance this Saturday", comments: 3, tags: ["Meta"], pinned: "category" },
  { category: "announcements", author: "moderator", name: "New: reactions on comments", comments: 12, tags: ["Feature Request"] },
  { category: "announcements", author: "admin", name: "Community guidelines (please read)", comments: 0, closed: true, tags: ["Meta"] },
  { category: "general", author: "alice", name: "Share your setup", comments: 65, tags: ["Welcome"] },
  { category: "general", author: "bob", name: "What brought you here?", comments: 14 },
  { category: "general", author: "member", name: "Favourite features so far", comments: 6 },
  { category: "general", author: "carol", name: "Ideas for the next community event", comments: 9, tags: ["Feature Request"] },
  {
    category: "general",
    author: "dave",
    name: "Formatting test: rich text",
    format: "rich2",
    body: JSON.stringify([
      { type: "h2", children: [{ text: "Rich text works" }] },
      {
        type: "p",
        children: [
          { text: "This post has " },
          { text: "bold", bold: true },
          { text: ", " },
          { text: "italic", italic: true },
          { text: " and " },
          { text: "code", code: true },
          { text: "." },
        ],
      },
      {
        type: "ul",
        children: [
          { type: "li", children: [{ type: "lic", children: [{ text: "a list" }] }] },
          { type: "li", children: [{ type: "lic", children: [{ text: "with items" }] }] },
        ],
      },
      { type: "blockquote", children: [{ type: "blockquote-line", children: [{ text: "And a quote." }] }] },
      { type: "p", children: [{ type: "a", url: "https://example.com", children: [{ text: "A link" }] }] },
    ]),
    comments: 2,
  },
  { category: "getting-started", author: "member", name: "How do I change my avatar?", comments: 4, tags: ["Question", "How-to"] },
  { category: "getting-started", author: "alice", name: "Getting notified about replies", comments: 5, tags: ["How-to"] },
  { category: "getting-started", author: "bob", name: "What do the badges mean?", comments: 3, tags: ["Question"] },
  {
    category: "getting-started",
    author: "carol",
    name: "Markdown cheat sheet",
    format: "markdown",
    comments: 7,
    tags: ["How-to"],
    body: "You can write posts in Markdown:\n\n| You type | You get |\n|---|---|\n| `**bold**` | **bold** |\n| `_italic_` | _italic_ |\n| `[link](https://example.com)` | [link](https://example.com) |\n\nCode blocks use three backticks:\n\n```\nconst answer = 42;\n```",
  },
  { category: "getting-started", author: "dave", name: "Can I edit a post after publishing?", comments: 2, tags: ["Question"] },
  { category: "getting-started", author: "member", name: "Tips for writing a good question", comments: 10, tags: ["How-to"] },
  { category: "bug-reports", author: "bob", name: "Images do not load on mobile", comments: 6, tags: ["Bug", "Mobile"] },
  { category: "bug-reports", author: "alice", name: "Search ignores accented characters", comments: 4, tags: ["Bug"] },
  { category: "bug-reports", author: "carol", name: "Page is slow with many comments", comments: 11, tags: ["Bug", "Performance"] },
  { category: "bug-reports", author: "member", name: "Typo on the sign-in page", comments: 1, tags: ["Bug"], closed: true },
  { category: "bug-reports", author: "dave", name: "Dark mode colours are off in quotes", comments: 3, tags: ["Bug"] },
  { category: "bug-reports", author: "alice", name: "Notification count does not reset", comments: 5, tags: ["Bug"] },
  { category: "off-topic", author: "bob", name: "What are you reading this month?", comments: 16 },
  { category: "off-topic", author: "carol", name: "Show us your desk", comments: 9 },
  { category: "off-topic", author: "dave", name: "Coffee or tea?", comments: 20 },
  { category: "off-topic", author: "member", name: "Favourite keyboard shortcuts", comments: 7, tags: ["How-to"] },
  { category: "off-topic", author: "alice", name: "Weekend plans thread", comments: 4 },
  { category: "staff-lounge", author: "moderator", name: "Moderation notes for this week", comments: 4 },
  { category: "staff-lounge", author: "admin", name: "Spam wave: what we changed", comments: 3 },
  { category: "staff-lounge", author: "moderator", name: "Draft: updated guidelines", comments: 2 },
  { category: "site-feedback", author: "bob", name: "Dark mode, please", comments: 6, tags: ["Feature Request"] },
  { category: "site-feedback", author: "carol", name: "The search could find partial words", comments: 2 },
  {
    category: "off-topic",
    author: "carol",
    name: "Post your best joke",
    format: "html",
    body: "<p>Why did the developer go broke? Because he used up all his <strong>cache</strong>.</p><script>alert('never runs')</script>",
    comments: 5,
  },
];

import type { KnowledgeViewType } from "../../shared/Knowledge";

export interface DemoKnowledgeBase {
  name: string;
  urlCode: string;
  description: string;
  viewType: KnowledgeViewType;
  /** Categories in order, each with its articles in order (markdown bodies). */
  categories: readonly { name: string; articles: readonly { name: string; body: string; featured?: boolean }[] }[];
}

/** A help center and a guide, written by the demo's administrator. */
export const DEMO_KNOWLEDGE: readonly DemoKnowledgeBase[] = [
  {
    name: "Help Center",
    urlCode: "help",
    description: "Answers to the questions members ask most.",
    viewType: "help",
    categories: [
      {
        name: "Getting Started",
        articles: [
          {
            name: "Creating your account",
            featured: true,
            body: "Choose **Register** at the top of any page.\n\n## What you need\n\nAn email address and a password of at least eight characters.\n\n## Confirming your email\n\nFollow the link in the email we send you to finish.",
          },
          {
            name: "Posting your first discussion",
            body: "Open a category and choose **New Discussion**.\n\n## Choosing a title\n\nA short question or statement helps others find it.\n\n## Formatting\n\nUse the toolbar for headings, lists and links.",
          },
        ],
      },
      {
        name: "Your Account",
        articles: [
          {
            name: "Changing your password",
            body: "Open your profile, choose **Edit Profile**, then **Password**.\n\n## Forgotten passwords\n\nChoose **Forgot your password?** on the sign-in form and follow the email.",
          },
        ],
      },
    ],
  },
  {
    name: "Community Guide",
    urlCode: "guide",
    description: "How this community works, from the first visit to moderation.",
    viewType: "guide",
    categories: [
      {
        name: "Welcome",
        articles: [
          {
            name: "About this community",
            body: "A place to ask, answer and share.\n\n## Who we are\n\nMembers from around the world.\n\n## What we value\n\nKindness and clear answers.",
          },
          {
            name: "Community guidelines",
            body: "Be kind, stay on topic and credit others' work.\n\n## Reporting\n\nUse **Flag** on a post that breaks the guidelines.",
          },
        ],
      },
      {
        name: "Moderation",
        articles: [
          {
            name: "How moderation works",
            body: "Moderators review flagged posts every day.\n\n## Warnings\n\nA first warning is a private message.\n\n## Bans\n\nRepeated problems may lead to a ban.",
          },
        ],
      },
    ],
  },
];

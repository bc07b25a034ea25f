/** The demo site's sections, each rooted at a demo forum category (by its url code). */
export const DEMO_SUBCOMMUNITIES = [
  {
    name: "Product Support",
    folder: "support",
    locale: "en",
    category: "support",
    description: "Questions, answers and bug reports about the product.",
  },
  { name: "Community", folder: "community", locale: "en", category: "general", description: "News and conversation from our members." },
] as const;

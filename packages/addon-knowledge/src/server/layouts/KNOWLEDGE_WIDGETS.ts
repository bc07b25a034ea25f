import { featuredArticlesWidget } from "./featuredArticlesWidget";

/** The add-on's layout catalog entries: the server halves of its shared widgets (`shared/widgets.ts`). */
export const KNOWLEDGE_WIDGETS = [featuredArticlesWidget];

import type { Static } from "@sinclair/typebox";
import type { BreadcrumbSchema } from "../responses/postResponseSchemas";

/** One step of a breadcrumb trail. */
export type Breadcrumb = Static<typeof BreadcrumbSchema>;

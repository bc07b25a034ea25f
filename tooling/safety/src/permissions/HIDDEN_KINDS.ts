import { accountEmailKind } from "./accountEmailKind.ts";
import { badgeRequestKind } from "./badgeRequestKind.ts";
import { analyticsKind } from "./analyticsKind.ts";
import { conversationKind } from "./conversationKind.ts";
import { draftKind } from "./draftKind.ts";
import { eventKind } from "./eventKind.ts";
import { groupDiscussionKind } from "./groupDiscussionKind.ts";
import { groupKind } from "./groupKind.ts";
import { knowledgeKind } from "./knowledgeKind.ts";
import { ideationKind } from "./ideationKind.ts";
import { notificationPreferencesKind } from "./notificationPreferencesKind.ts";
import { notificationKind } from "./notificationKind.ts";
import type { HiddenKind } from "./MatrixContext.ts";
import { personalInfoKind } from "./personalInfoKind.ts";
import { pollKind } from "./pollKind.ts";
import { rankKind } from "./rankKind.ts";
import { restrictedCategoryKind } from "./restrictedCategoryKind.ts";
import { subcommunityKind } from "./subcommunityKind.ts";

/**
 * Every kind of record the matrix hides from someone. A feature with records of its own that some
 * viewers may not see (groups, private conversations) adds its kind here: a module whose `setUp`
 * makes the records through the API and describes each (`HiddenRecord`), plus its GET endpoints
 * and pages in API_GET_ENDPOINTS and PAGES. Nothing else changes.
 */
export const HIDDEN_KINDS: readonly HiddenKind[] = [
  restrictedCategoryKind,
  draftKind,
  accountEmailKind,
  notificationPreferencesKind,
  personalInfoKind,
  notificationKind,
  conversationKind,
  groupKind,
  knowledgeKind,
  pollKind,
  ideationKind,
  groupDiscussionKind,
  rankKind,
  subcommunityKind,
  eventKind,
  badgeRequestKind,
  analyticsKind,
];

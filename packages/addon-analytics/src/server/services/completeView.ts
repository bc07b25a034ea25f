import type { AnalyticsDb } from "../db/AnalyticsTables";
import type { PageView } from "./PageView";

const DISCUSSION_PATH = /^\/discussion\/(\d+)(?:[/?#]|$)/;
const CATEGORY_PATH = /^\/categories\/([^/?#]+)/;

/**
 * Fills in what the page's address tells when the sender left it out: the discussion of a
 * `/discussion/{id}` page and its category, the category of a `/categories/{urlcode}` page. A
 * discussion or category that does not exist is dropped (a tick names records only as they are).
 */
export async function completeView(db: AnalyticsDb, view: PageView): Promise<PageView> {
  let path: string;
  try {
    path = new URL(view.url, "http://site.invalid").pathname;
  } catch {
    return view;
  }
  const complete = { ...view };
  const discussion = DISCUSSION_PATH.exec(path)?.[1];
  if (complete.discussionID === undefined && discussion) complete.discussionID = Number(discussion);
  if (complete.discussionID !== undefined) {
    const row = await db.selectFrom("discussions").select("categoryID").where("discussionID", "=", complete.discussionID).executeTakeFirst();
    if (!row) delete complete.discussionID;
    else complete.categoryID ??= row.categoryID;
  }
  const urlcode = CATEGORY_PATH.exec(path)?.[1];
  if (complete.categoryID === undefined && urlcode) {
    const row = await db.selectFrom("categories").select("categoryID").where("urlcode", "=", decodeURIComponent(urlcode)).executeTakeFirst();
    if (row) complete.categoryID = row.categoryID;
  }
  return complete;
}

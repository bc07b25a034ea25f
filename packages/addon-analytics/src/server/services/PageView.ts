/** A page view as the client sends it (spec §3 "Page-view event"), `url` required. */
export interface PageView {
  url: string;
  pageName?: string;
  discussionID?: number;
  categoryID?: number;
  siteSectionID?: string;
  referrer?: string;
  groupID?: number;
  eventID?: number;
}

/** Who viewed: a member's id, or null for a guest or an anonymised view. */
export interface Viewing {
  userID: number | null;
  anonymized: boolean;
  date: Date;
}

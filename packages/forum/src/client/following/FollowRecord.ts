/** What the follow dropdown names and links to: the followed category. */
export interface FollowRecord {
  categoryID: number;
  name: string;
  /** Site-relative address ('View Record'). */
  url: string;
}

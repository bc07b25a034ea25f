/** A tag (spec §3 Discussion.tags). `type` "User" tags are the ones members add. */
export interface Tag {
  tagID: number;
  name: string;
  urlcode: string;
  type: string;
  countDiscussions?: number;
}

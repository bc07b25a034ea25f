/** A kind of post an add-on contributes (Q&A's "question"); the forum's own is "discussion". */
export interface PostTypeDefinition {
  /** The discussion `type` value. */
  type: string;
  /** English name, as a site manager and the post menu see it. */
  name: string;
  /** `statusID` a new post of this type starts with (Q&A: 1, Unanswered). */
  initialStatusID?: number;
  /** Creating one also needs this permission (checked like `discussions.add`, per category). */
  permission?: string;
}

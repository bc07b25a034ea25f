/** The post form resuming a draft (spec §2): `/post/editdiscussion/{recordID}/{draftID}`, recordID 0 for a new post. */
export function draftEditPath(draft: { draftID: number; recordID: number | null }): string {
  return `/post/editdiscussion/${draft.recordID ?? 0}/${draft.draftID}`;
}

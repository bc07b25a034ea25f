/** The log of a discussion's deleted comments (spec §2: `/log/filter?parentRecordID={id}&recordType=comment&operation=delete`). */
export function deletedCommentsLogHref(discussionID: number): string {
  return `/log/filter?parentRecordID=${discussionID}&recordType=comment&operation=delete`;
}

/** The page of a conversation, relative to the site. */
export function conversationPath(conversationID: number): string {
  return `/messages/${conversationID}`;
}

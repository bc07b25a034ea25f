/** The discussions carrying a tag (spec §2: /discussions?tagID={tagID}). */
export function tagPath(tagID: number): string {
  return `/discussions?tagID=${tagID}`;
}

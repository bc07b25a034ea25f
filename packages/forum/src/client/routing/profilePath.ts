/** Path of a member's profile (spec §2: /profile/{userName}). */
export function profilePath(name: string): string {
  return `/profile/${encodeURIComponent(name)}`;
}

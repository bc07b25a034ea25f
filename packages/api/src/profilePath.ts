/** Site-relative path of a user's profile page (Vanilla's /profile/{name}); used as `User.url`. */
export function profilePath(name: string): string {
  return `/profile/${encodeURIComponent(name)}`;
}

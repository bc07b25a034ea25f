/** The sign-in page, carrying where to come back to (spec §2: a Target parameter with the current address). */
export function signInPath(target: string): string {
  return `/entry/signin?Target=${encodeURIComponent(target)}`;
}

import { discussionPath } from "@quorum/api";

/** Discussion paths remembered at most; past this the memory starts afresh. */
const MAX_REMEMBERED = 10_000;
let remembered = new Map<string, string>();

/**
 * `discussionPath(id, name)` remembered by id and name. Making the slug (Unicode normalisation and
 * four regular expressions) was the costliest step of serializing a list row, and the same
 * discussions are listed over and over; a renamed one simply gets a new entry.
 */
export function discussionUrl(discussionID: number, name: string): string {
  const key = `${discussionID}\u0000${name}`;
  let url = remembered.get(key);
  if (url === undefined) {
    url = discussionPath(discussionID, name);
    if (remembered.size >= MAX_REMEMBERED) remembered = new Map();
    remembered.set(key, url);
  }
  return url;
}

import { discussionPath } from "@quorum/api";

/** Discussion paths remembered at most; past this the memory starts afresh. */
const MAX_REMEMBERED = 10_000;
let remembered = new Map<number, { name: string; url: string }>();

/**
 * `discussionPath(id, name)` remembered by id, for the name it was made from. Making the slug
 * (Unicode normalisation and four regular expressions) was the costliest step of serializing a
 * list row, and the same discussions are listed over and over; a renamed one is made again.
 * Keyed by the number alone: a key joined from id and name cost a new string (and its hash) per row.
 */
export function discussionUrl(discussionID: number, name: string): string {
  const known = remembered.get(discussionID);
  if (known !== undefined && known.name === name) return known.url;
  const url = discussionPath(discussionID, name);
  if (remembered.size >= MAX_REMEMBERED) remembered = new Map();
  remembered.set(discussionID, { name, url });
  return url;
}

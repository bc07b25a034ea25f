import { DEFAULT_PHOTO_PATH } from "@quorum/api";
import type { FastifyRequest } from "fastify";

/** The site's own origin as the request reached it (`X-Forwarded-*` counts with `trustProxy`). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function absolute(url: string, origin: string): string {
  if (url === "" || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith("//")) return `${origin.slice(0, origin.indexOf(":"))}:${url}`;
  return url.startsWith("/") ? `${origin}${url}` : `${origin}/${url}`;
}

/**
 * `value` with every user's `url` and `photoUrl` absolute (a user: an object with `userID` and
 * `photoUrl`), a missing photo as the default photo's address: Vanilla's clients read them as
 * absolute URLs (docs/architecture.md §4). The value is not changed: what is changed is copied,
 * as answers are built from cached objects (the viewer's user). Everything else is kept as is.
 */
export function absoluteUserUrls<T>(value: T, origin: string): T {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const changed = item !== null && typeof item === "object" ? absoluteUserUrls(item, origin) : item;
      if (changed !== item) (copy ??= [...value])[i] = changed;
    }
    return (copy ?? value) as T;
  }
  if (value === null || typeof value !== "object" || value instanceof Date || Buffer.isBuffer(value)) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key in record) {
    const item = record[key];
    if (item === null || typeof item !== "object") continue;
    const changed = absoluteUserUrls(item, origin);
    if (changed !== item) (copy ??= { ...record })[key] = changed;
  }
  if (typeof record.userID === "number" && typeof record.photoUrl === "string") {
    copy ??= { ...record };
    copy.photoUrl = absolute(record.photoUrl || DEFAULT_PHOTO_PATH, origin);
    if (typeof record.url === "string") copy.url = absolute(record.url, origin);
  }
  return (copy ?? value) as T;
}

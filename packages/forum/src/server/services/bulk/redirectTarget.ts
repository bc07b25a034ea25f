import { REDIRECT_TYPE } from "./redirectFields";

/** Where a redirect discussion sends its visitors: a site path, or null for any other discussion. */
export function redirectTarget(discussion: { type: string; attributes?: Record<string, unknown> | undefined }): string | null {
  if (discussion.type !== REDIRECT_TYPE) return null;
  const target = discussion.attributes?.redirectTo;
  // Only site paths: a stored absolute or protocol-relative URL would make this an open redirect.
  return typeof target === "string" && /^\/(?![/\\])/.test(target) ? target : null;
}

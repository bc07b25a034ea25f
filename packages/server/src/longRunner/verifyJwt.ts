import { timingSafeEqual } from "node:crypto";
import { JWT_HEADER, jwtSignature } from "./signJwt";

/** A token's claims, or why it was refused. */
export type JwtCheck = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: "invalid" | "expired" };

/**
 * Checks a compact JWT signed by `signJwt`: exactly our header (so `alg: none` and algorithm
 * swaps are refused before anything else), a signature compared in constant time, a JSON object
 * payload, and — when it has one — an `exp` (seconds) still in the future.
 */
export function verifyJwt(token: string, key: Buffer, now = Date.now()): JwtCheck {
  const parts = token.trim().split(".");
  if (parts.length !== 3) return { ok: false, reason: "invalid" };
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== JWT_HEADER) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(jwtSignature(`${header}.${payload}`, key));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (typeof claims !== "object" || claims === null || Array.isArray(claims)) return { ok: false, reason: "invalid" };
  const exp = (claims as { exp?: unknown }).exp;
  if (exp !== undefined && (typeof exp !== "number" || exp * 1000 <= now)) return { ok: false, reason: "expired" };
  return { ok: true, claims: claims as Record<string, unknown> };
}

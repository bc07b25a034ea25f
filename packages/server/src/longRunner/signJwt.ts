import { createHmac } from "node:crypto";

/** The JWT header every token of this server carries: HMAC-SHA256, nothing else is ever accepted. */
export const JWT_HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

/** The HS256 signature of a token's `header.payload` part. */
export function jwtSignature(signingInput: string, key: Buffer): string {
  return createHmac("sha256", key).update(signingInput).digest("base64url");
}

/** Signs claims as a compact JWT (RFC 7519) with HMAC-SHA256. */
export function signJwt(claims: Readonly<Record<string, unknown>>, key: Buffer): string {
  const signingInput = `${JWT_HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  return `${signingInput}.${jwtSignature(signingInput, key)}`;
}

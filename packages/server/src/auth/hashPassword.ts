import { hash, verify } from "@node-rs/argon2";

/** An argon2id hash of a password (the library's OWASP-level defaults). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether a password matches a stored hash; false for a malformed hash rather than an error. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

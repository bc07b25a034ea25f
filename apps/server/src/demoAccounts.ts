import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A demo account as printed at start. */
export interface DemoAccount {
  name: string;
  role: string;
  password: string;
}

const ACCOUNTS = [
  { name: "admin", role: "Administrator" },
  { name: "moderator", role: "Moderator" },
  { name: "member", role: "Member" },
] as const;

/**
 * Passwords of the demo accounts: QUORUM_DEMO_PASSWORD when set (tests), otherwise made at random
 * on first seed. They are kept in the data directory (never in the repository) so every start can
 * print them.
 */
export function makeDemoAccounts(fixedPassword: string | undefined): DemoAccount[] {
  return ACCOUNTS.map((a) => ({ ...a, password: fixedPassword ?? randomBytes(9).toString("base64url") }));
}

/**
 * Each database has its own demo passwords: the embedded one, or a PostgreSQL database named by a
 * hash of its URL without the password (so switching between them prints the right ones).
 */
function accountsFile(dataDir: string, databaseUrl: string | undefined): string {
  if (!databaseUrl) return join(dataDir, "demo-accounts.json");
  const url = new URL(databaseUrl);
  url.password = "";
  return join(dataDir, `demo-accounts-${createHash("sha256").update(url.toString()).digest("hex").slice(0, 12)}.json`);
}

export function saveDemoAccounts(dataDir: string, accounts: DemoAccount[], databaseUrl?: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(accountsFile(dataDir, databaseUrl), JSON.stringify(accounts, null, 2), { mode: 0o600 });
}

export function readDemoAccounts(dataDir: string, databaseUrl?: string): DemoAccount[] {
  const file = accountsFile(dataDir, databaseUrl);
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, "utf8")) as DemoAccount[];
}

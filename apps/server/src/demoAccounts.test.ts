import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeDemoAccounts, readDemoAccounts, saveDemoAccounts } from "./demoAccounts";

const dir = mkdtempSync(join(tmpdir(), "quorum-demo-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("demo accounts", () => {
  it("uses the fixed password when given, random ones otherwise", () => {
    expect(makeDemoAccounts("fixed").map((a) => a.password)).toEqual(["fixed", "fixed", "fixed"]);
    const random = makeDemoAccounts(undefined);
    expect(random.map((a) => a.name)).toEqual(["admin", "moderator", "member"]);
    expect(random.every((a) => a.password.length >= 12)).toBe(true);
  });

  it("keeps them in the data directory, readable by the owner only", () => {
    const accounts = makeDemoAccounts(undefined);
    saveDemoAccounts(join(dir, "nested"), accounts);
    expect(readDemoAccounts(join(dir, "nested"))).toEqual(accounts);
    expect(statSync(join(dir, "nested", "demo-accounts.json")).mode & 0o077).toBe(0);
    expect(readDemoAccounts(join(dir, "missing"))).toEqual([]);
  });

  it("keeps a PostgreSQL database's passwords apart from the embedded one's", () => {
    const embedded = makeDemoAccounts("embedded");
    const postgres = makeDemoAccounts("postgres");
    saveDemoAccounts(dir, embedded);
    saveDemoAccounts(dir, postgres, "postgres://u:secret@localhost/site");
    expect(readDemoAccounts(dir)).toEqual(embedded);
    expect(readDemoAccounts(dir, "postgres://u:other-secret@localhost/site")).toEqual(postgres);
    expect(readDemoAccounts(dir, "postgres://u:secret@localhost/another")).toEqual([]);
  });
});

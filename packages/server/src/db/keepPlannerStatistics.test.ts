import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { keepPlannerStatistics } from "./keepPlannerStatistics";
import { openDatabase, type Database } from "./openDatabase";

let database: Database;
beforeAll(async () => {
  database = await openDatabase();
  await sql`CREATE TABLE probe (id integer PRIMARY KEY)`.execute(database.db);
});
afterAll(() => database.close());
afterEach(() => vi.useRealTimers());

/** The row count the planner believes (-1: never analysed). */
const plannedRows = async () => Number((await sql<{ n: number }>`SELECT reltuples AS n FROM pg_class WHERE relname = 'probe'`.execute(database.db)).rows[0]?.n);

it("gives the planner the tables' sizes at once, then again every turn as they grow", async () => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  await sql`INSERT INTO probe SELECT g FROM generate_series(1, 500) AS g`.execute(database.db);
  expect(await plannedRows()).toBe(-1);

  const keeper = await keepPlannerStatistics(database.db, { everyMs: 60_000 });
  expect(await plannedRows()).toBe(500);

  await sql`INSERT INTO probe SELECT g FROM generate_series(501, 2000) AS g`.execute(database.db);
  vi.advanceTimersByTime(59_999);
  await keeper.stop();
  expect(await plannedRows()).toBe(500);

  const again = await keepPlannerStatistics(database.db, { everyMs: 60_000 });
  await sql`INSERT INTO probe SELECT g FROM generate_series(2001, 3000) AS g`.execute(database.db);
  vi.advanceTimersByTime(60_000);
  // stop() waits for the turn's ANALYZE under way.
  await again.stop();
  expect(await plannedRows()).toBe(3000);
});

it("reports a failed ANALYZE rather than throwing it", async () => {
  const errors: unknown[] = [];
  const broken = await openDatabase();
  await broken.close();
  const keeper = await keepPlannerStatistics(broken.db, { onError: (error) => errors.push(error) });
  await keeper.stop();
  expect(errors).toHaveLength(1);
});

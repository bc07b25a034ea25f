import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { planLiterals } from "./planLiterals";

// Compiles only: what matters is the SQL text PostgreSQL will plan.
const db = new Kysely<Record<string, never>>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const compile = (expression: ReturnType<typeof sql>) => expression.compile(db);

describe("planLiterals", () => {
  it("writes ids into the text: one as an equality, several as an array, with no parameters", () => {
    expect(compile(sql`"categoryID" = ${planLiterals.ids([7])}`)).toMatchObject({ sql: '"categoryID" = 7', parameters: [] });
    expect(compile(sql`"categoryID" = ${planLiterals.ids([1, 2, 3])}`)).toMatchObject({ sql: '"categoryID" = ANY(ARRAY[1, 2, 3]::integer[])', parameters: [] });
    expect(compile(sql`"pinLocation" = ${planLiterals.constants(["category", "recent"])}`)).toMatchObject({ sql: `"pinLocation" = ANY(ARRAY['category', 'recent'])`, parameters: [] });
    expect(compile(sql`LIMIT ${planLiterals.count(30)}`)).toMatchObject({ sql: "LIMIT 30", parameters: [] });
  });

  it("refuses anything but whole numbers", () => {
    expect(() => planLiterals.ids([1, 2.5])).toThrow();
    expect(() => planLiterals.ids([Number.NaN])).toThrow();
    expect(() => planLiterals.count(-1)).toThrow();
    expect(() => planLiterals.ids(["1; DROP TABLE x" as unknown as number])).toThrow();
  });
});

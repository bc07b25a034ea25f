/**
 * The parameters of a statement written as SQL text: `add` keeps a value and answers its
 * placeholder (`$1`, `$2`…), so text and values are built together, with no builder to compile
 * (Kysely's cost more CPU than PostgreSQL spends on a page of discussions). A placeholder may
 * appear more than once in the text.
 */
export class SqlParameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    return `$${this.values.push(value)}`;
  }
}

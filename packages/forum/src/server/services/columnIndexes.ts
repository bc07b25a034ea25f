/** Each name of a column list mapped to its position, as literal types (`{ id: 0, name: 1 }`). */
export type ColumnIndexes<Names extends readonly string[]> = {
  readonly [I in keyof Names & `${number}` as Names[I]]: I extends `${infer N extends number}` ? N : never;
};

/**
 * The positions of a statement's columns by name, for rows read as arrays (`selectArrays`):
 * `row[at.name]` has the type of that position in the row's tuple type, so reading by index
 * stays as checked as reading by property.
 */
export function columnIndexes<const Names extends readonly string[]>(names: Names): ColumnIndexes<Names> {
  return Object.fromEntries(names.map((name, index) => [name, index])) as ColumnIndexes<Names>;
}

export type PersonaName = "admin" | "member" | "guest";

/** One request of the fuzz run, with what it tried (enough to reproduce it). */
export interface FuzzCase {
  index: number;
  persona: PersonaName;
  /** The route table's "METHOD /path" the case was made from. */
  route: string;
  method: string;
  /** Path and query, percent-encoded as sent. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** What was done to the valid request, e.g. "body attributes.name = NUL byte". */
  mutation: string;
  /** The field the mutation put a value in, as the API names fields ("attributes.draftMeta.postMeta"). */
  field?: string;
  /** The value must be refused with a 4xx naming `field`. */
  refused: boolean;
}

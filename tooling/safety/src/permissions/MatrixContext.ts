import type { HiddenRecord } from "./HiddenRecord.ts";
import type { Personas } from "./Persona.ts";

/** What the set-up made, for the endpoint and page lists to name. */
export interface MatrixContext extends Personas {
  baseUrl: string;
  /** A marker in every text the set-up wrote, unique per run. */
  marker: string;
  /** Records everyone sees, so lists and pages are asked with real ids too. */
  visible: { categoryID: number; categoryCode: string; discussionID: number; commentID: number; tagID: number };
  /** An id no record of any kind has (well inside the int4 range). */
  missingID: number;
  hidden: HiddenRecord[];
}

/** A kind of hidden record: sets its records up on the fresh site (as admin and the personas) and describes them. */
export interface HiddenKind {
  name: string;
  setUp(ctx: MatrixContext): Promise<HiddenRecord[]>;
}

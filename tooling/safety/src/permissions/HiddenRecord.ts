import type { PersonaName } from "./Persona.ts";

/** A request naming a hidden record, and the same request naming a record that does not exist. */
interface Probe {
  hidden: string;
  missing: string;
}

/**
 * One record some personas may not see, and everything that would give it away: an answer to a
 * persona outside `visibleTo` must hold none of `texts`, no `"key":id` of `idKeys`, no path of
 * `idPaths` (in its body, headers or redirect), and each probe must answer as its missing twin.
 */
export interface HiddenRecord {
  /** For example "discussion", "comment", "tag", "redirect stub", "draft", "category". */
  kind: string;
  id: number;
  visibleTo: ReadonlySet<PersonaName>;
  /** Texts only this record holds (a marked name, a body): none may appear anywhere. */
  texts: readonly string[];
  /** JSON keys that would hold its id (`"discussionID":12`), matched in JSON and in the page's inlined state. */
  idKeys: readonly string[];
  /** Site paths naming it (`/discussion/12`), matched when no digit follows. */
  idPaths: readonly string[];
  /** API and page requests that name it, beside their twins naming a missing record. */
  probes: readonly Probe[];
}

/**
 * Spec §8 "Logged only": a draft failing to save, load, delete or (un)schedule in the background
 * is written to the console, never toasted: the text is still in the form and in this browser.
 */
export function logDraftError(doing: string, error: unknown): void {
  console.warn(`Quorum drafts: failed ${doing}.`, error);
}

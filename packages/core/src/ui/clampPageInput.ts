/**
 * What the jump-to-page box keeps of typed text (spec §5): digits only, clamped to
 * 1..pageCount; empty stays empty (Go then keeps the current page).
 */
export function clampPageInput(typed: string, pageCount: number): string {
  const digits = typed.replace(/\D/g, "");
  if (digits === "") return "";
  // Number("000…") is 0 and a very long run of digits is just a big number: both clamp.
  return String(Math.min(Math.max(1, Number(digits)), Math.max(1, pageCount)));
}

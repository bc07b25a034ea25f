const SYLLABLES = ["ka", "lo", "ri", "ven", "tas", "mor", "eli", "dun", "qua", "sor", "bex", "nim", "pra", "tol", "zen", "fir", "gal", "hon", "jup", "kel"];
const LEXICON_SIZE = SYLLABLES.length ** 3;

/**
 * A made-up word of three syllables (8,000 of them), drawn log-uniformly: a few are common, most
 * are rare, as words in real forums are (Zipf). The generator sprinkles them into posts so search
 * benchmarks meet rare and common words alike, not only the demo text's few dozen.
 */
export function searchTerm(random: () => number): string {
  const rank = Math.min(LEXICON_SIZE - 1, Math.floor(Math.exp(random() * Math.log(LEXICON_SIZE))) - 1);
  const a = SYLLABLES[rank % SYLLABLES.length];
  const b = SYLLABLES[Math.floor(rank / SYLLABLES.length) % SYLLABLES.length];
  const c = SYLLABLES[Math.floor(rank / SYLLABLES.length ** 2) % SYLLABLES.length];
  return `${a}${b}${c}`;
}

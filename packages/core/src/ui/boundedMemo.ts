/**
 * Remembers the results of a pure function of a string or number, forgetting all of them at once
 * when `max` are held: no bookkeeping per hit, and memory stays bounded however many keys come.
 */
export function boundedMemo<K extends string | number, V>(compute: (key: K) => V, max = 2000): (key: K) => V {
  const results = new Map<K, V>();
  return (key) => {
    let value = results.get(key);
    if (value === undefined) {
      if (results.size >= max) results.clear();
      value = compute(key);
      results.set(key, value);
    }
    return value;
  };
}

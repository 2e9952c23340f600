/**
 * A value made once per key: a story is told up to ten times over to read easier, and the same
 * words, lines and names come back in every telling and in story after story. A long-running
 * server asks for ever new keys, so past `limit` the store starts afresh.
 */
export function memo<T>(make: (key: string) => T, limit = 20_000): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      if (made.size >= limit) made.clear();
      made.set(key, value);
    }
    return value;
  };
}

/**
 * Recent search answers, without their stories' counts: the same words searched again within
 * `ttlMs` reuse the ranking (the costly part) and only the stories are read again, by id, so
 * views and likes are current and a story hidden meanwhile is left out at once. A story published
 * meanwhile shows up once the entry expires. Least recently stored entries go first past `maxEntries`.
 */
export interface CachedSearch {
  ids: string[];
  total: number;
  next: string | null;
}

export function createSearchCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { storedAt: number; value: CachedSearch }>();
  return {
    get(key: string): CachedSearch | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (Date.now() - entry.storedAt > options.ttlMs) {
        entries.delete(key);
        return null;
      }
      return entry.value;
    },
    set(key: string, value: CachedSearch): void {
      entries.delete(key);
      entries.set(key, { storedAt: Date.now(), value });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { storyListVersion } from '../../platform/db/schema.js';

/**
 * Recent feed and search pages, for the crowd that asks for the same ones (the home page, the
 * next page after it, a popular word). A page is served from here only while
 * `story_list_version` has not moved since it was made: any story saved, deleted, published,
 * hidden or edited moves it (database triggers), so a cached page never shows a story someone may
 * no longer see, nor misses a new one, on any server process. Checking costs one tiny query.
 * Only a card's view and like counts may lag, by at most `ttlMs`.
 */
export function createPageCache<T>(db: Db, options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { version: number; storedAt: number; value: T }>();
  const readVersion = db
    .select({ version: storyListVersion.version })
    .from(storyListVersion)
    .where(eq(storyListVersion.id, 1))
    .prepare('story_list_version');

  const read = async () => (await readVersion.execute())[0]?.version ?? 0;
  const currentVersion = coalesced(read);

  return async (key: string, make: () => Promise<T>): Promise<T> => {
    // Read before making the page: a change during the making moves the version, so the page is
    // kept under the older version and never served after that change.
    const version = await currentVersion();
    const entry = entries.get(key);
    if (entry && entry.version === version && Date.now() - entry.storedAt <= options.ttlMs) return entry.value;
    const value = await make();
    entries.delete(key);
    entries.set(key, { version, storedAt: Date.now(), value });
    // The least recently stored page goes first.
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  };
}

/**
 * `read`, shared by the requests that wait at the same time. Each caller gets a read that started
 * after it called (one already under way may predate the caller, so it waits for the next one),
 * so sharing never hides a change committed before a request arrived. At most one read is under
 * way and one more is waiting, however many requests come in.
 */
export function coalesced<V>(read: () => Promise<V>): () => Promise<V> {
  let running: Promise<V> | null = null;
  let waiting: Promise<V> | null = null;
  const start = (): Promise<V> => {
    const promise = read();
    running = promise;
    const done = () => {
      if (running === promise) running = null;
    };
    promise.then(done, done);
    return promise;
  };
  return () => {
    if (!running) return start();
    if (!waiting) {
      waiting = running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          waiting = null;
          return running ?? start();
        });
    }
    return waiting;
  };
}

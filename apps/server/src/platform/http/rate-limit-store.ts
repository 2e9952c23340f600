import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

/**
 * Keys name addresses and emails, and may hold anything a client sent (a NUL, say, which
 * PostgreSQL refuses): only their SHA-256 is stored, fixed in length and telling nobody who tried.
 */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** Rows of windows that ended are swept now and then rather than on every request. */
const SWEEP_EVERY = 200;

interface Counted {
  current: number;
  ttl: number;
}

/**
 * A store for @fastify/rate-limit that counts in the database, so every server behind a load
 * balancer shares one count per key (DESIGN.md: N identical stateless processes). One upsert per
 * counted request: a window starts with the first request and ends `timeWindow` later.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let requests = 0;

  async function increment(key: string, timeWindow: number): Promise<Counted> {
    const [row] = await queryRows<{ count: number; ttl: number }>(
      db,
      sql`
        INSERT INTO ${rateLimits} (key, count, reset_at)
        VALUES (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END,
          reset_at = CASE WHEN ${rateLimits.resetAt} <= now()
            THEN now() + ${timeWindow} * interval '1 millisecond' ELSE ${rateLimits.resetAt} END
        RETURNING count, greatest(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::int AS ttl`,
    );
    requests += 1;
    if (requests % SWEEP_EVERY === 0) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
    return { current: Number(row!.count), ttl: Number(row!.ttl) };
  }

  class DatabaseStore implements FastifyRateLimitStore {
    private prefix = '';

    /** @fastify/rate-limit constructs the store with its options, which a database store needs none of. */
    constructor(_options?: unknown) {}

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      increment(storedKey(`${this.prefix}${key}`), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /**
     * Limits set on a route count per route, as @fastify/rate-limit's own stores do; its merged
     * options carry the route as `routeInfo` (empty for `app.rateLimit()` hooks).
     */
    child(options: object): FastifyRateLimitStore {
      const { routeInfo } = options as { routeInfo?: { method?: string | string[]; url?: string } };
      const route = routeInfo?.url ? `${[routeInfo.method].flat().join(',')} ${routeInfo.url}|` : '';
      const child = new DatabaseStore();
      child.prefix = `${this.prefix}${route}`;
      return child;
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

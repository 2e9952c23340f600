import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client.js';
import { readFeed } from '../apps/server/src/features/stories/feed.js';
import { createFeedQueries } from '../apps/server/src/features/stories/list-queries.js';
import { searchStories } from '../apps/server/src/features/stories/search.js';
import { createDiskStore } from '../apps/server/src/platform/media-storage/disk-store.js';
import { COMMON_WORD, RARE_WORD } from './seed/story-text.js';
import { seedLibrary } from './seed/seed.js';
import { startBenchServer } from './server.js';

/** SPEC's reader figures are asked for with this many stories. */
const STORIES = 100_000;
const USERS = 2_000;
const PICTURES = 12;
const CONNECTIONS = 10;
/** Seconds each call and /api/health take turns, and how many turns. */
const ROUNDS = 6;
/** Seeded once, then reused by every later run (delete the folder to seed again). */
const cacheDir = path.resolve(import.meta.dirname, '.cache');

type Record = (figure: string, value: string) => void;

/**
 * The reader's calls with 100 000 public stories, on PGlite and (when a server is configured) on
 * PostgreSQL: feed page 1, page 500 by cursor and by SPEC's page number, and search for a common
 * and a rare word, each as requests per second, p95 latency and a ratio to GET /api/health
 * measured on the same server in the same run.
 */
export async function benchReader(record: Record): Promise<void> {
  await benchKind(record, 'PGlite', await seededPglite());
  const postgresUrl = benchPostgresUrl();
  if (!postgresUrl) {
    record('reader calls on PostgreSQL', 'skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
    return;
  }
  await benchKind(record, 'PostgreSQL', await seededPostgres(postgresUrl));
}

interface Seeded {
  dataDir: string;
  env: { [name: string]: string };
  open: () => Promise<Database>;
}

async function seedInto(databaseUrl: string | null, dataDir: string): Promise<void> {
  console.log(
    `seeding ${STORIES} stories into ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`} (once; cached for later runs)`,
  );
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl, poolSize: 4 } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
  );
  try {
    await database.migrate();
    const started = performance.now();
    const report = await seedLibrary(database, createDiskStore(path.join(dataDir, 'media'), 'http://localhost'), {
      stories: STORIES,
      users: USERS,
      pictures: PICTURES,
      seed: 1,
      log: (message) => console.log(`  ${message}`),
    });
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(report)}`);
  } finally {
    await database.close();
  }
}

async function seededPglite(): Promise<Seeded> {
  const dataDir = path.join(cacheDir, `pglite-${STORIES}`);
  const marker = path.join(dataDir, 'seeded');
  if (!existsSync(marker)) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    await seedInto(null, dataDir);
    writeFileSync(marker, new Date().toISOString());
  }
  return { dataDir, env: {}, open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }) };
}

/** BENCH_DATABASE_URL, else a database beside TEST_DATABASE_URL's named `<it>_bench`. */
function benchPostgresUrl(): string | null {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  if (!process.env.TEST_DATABASE_URL) return null;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${url.pathname.slice(1) || 'storybook'}_bench`;
  return url.toString();
}

async function seededPostgres(url: string): Promise<Seeded> {
  const dataDir = path.join(cacheDir, `postgres-${STORIES}`);
  const seeded = { dataDir, env: { DATABASE_URL: url }, open: () => openDatabase({ kind: 'postgres', url, poolSize: 2 }) };
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (exists && (await publicStories(url)) >= STORIES && existsSync(path.join(dataDir, 'seeded'))) return seeded;
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  await seedInto(url, dataDir);
  writeFileSync(path.join(dataDir, 'seeded'), new Date().toISOString());
  return seeded;
}

async function publicStories(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(`select count from story_status_counts where status = 'public'`);
    return result.rows[0]?.count ?? 0;
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

interface Load {
  rps: number;
  /** Every response's time in ms. */
  times: number[];
  errors: number;
}

/** The 95th percentile of the response times of several runs together. */
function p95(runs: Load[]): string {
  const times = runs.flatMap((run) => run.times).sort((a, b) => a - b);
  return (times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? NaN).toFixed(1);
}

const mean = (values: number[]) => sum(values) / values.length;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** `duration` seconds of CONNECTIONS connections on one path; p95 from every response's time. */
async function load(url: string, duration: number): Promise<Load> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return { rps: result.requests.average, times, errors: result.non2xx + result.errors };
}

const UNCACHED_RUNS = 50;

/**
 * The feed and the search themselves, without the server's page cache (page-cache.ts), which the
 * HTTP figures below mostly hit since they repeat one request: one at a time, in this process.
 */
async function timeUncached(record: Record, label: string, seeded: Seeded): Promise<void> {
  const database = await seeded.open();
  try {
    const queries = createFeedQueries(database.db);
    const page499 = await readFeed(queries, { page: 499, limit: 20 });
    const work: [string, () => Promise<unknown>][] = [
      ['feed page 1', () => readFeed(queries, { page: 1, limit: 20 })],
      ['feed page 500 by cursor', () => readFeed(queries, { page: 500, limit: 20, after: page499.next! })],
      [`search "${COMMON_WORD}"`, () => searchStories(database.db, { query: COMMON_WORD, page: 1, limit: 20 })],
      [`search "${RARE_WORD}"`, () => searchStories(database.db, { query: RARE_WORD, page: 1, limit: 20 })],
    ];
    for (const [name, run] of work) {
      const times: number[] = [];
      for (let i = 0; i < UNCACHED_RUNS + 5; i += 1) {
        const started = performance.now();
        await run();
        if (i >= 5) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (share: number) => times[Math.floor(times.length * share)]!.toFixed(1);
      record(`${label}, 100k stories: ${name} without the page cache, one at a time`, `median ${at(0.5)} ms, p95 ${at(0.95)} ms`);
    }
  } finally {
    await database.close();
  }
}

async function benchKind(record: Record, label: string, seeded: Seeded): Promise<void> {
  await timeUncached(record, label, seeded);
  const server = await startBenchServer(seeded.dataDir, seeded.env);
  try {
    const api = `${server.url}/api/user`;
    const health = `${server.url}/api/health`;
    const page499 = (await (await fetch(`${api}/getStoryPublic?page=499&limit=20`)).json()) as { next: string | null };
    if (!page499.next) throw new Error('page 499 has no next cursor: is the database seeded?');
    const calls: [string, string][] = [
      ['feed page 1 (repeated)', `${api}/getStoryPublic?page=1&limit=20`],
      ['feed page 500 by cursor (repeated)', `${api}/getStoryPublic?page=500&limit=20&after=${page499.next}`],
      ['feed page 500 by page number (repeated)', `${api}/getStoryPublic?page=500&limit=20`],
      [`search common word "${COMMON_WORD}" (repeated)`, `${api}/searchStories?query=${COMMON_WORD}&limit=20`],
      [`search rare word "${RARE_WORD}" (repeated)`, `${api}/searchStories?query=${RARE_WORD}&limit=20`],
    ];
    // One pass first, so every measurement starts with the same warm caches.
    for (const [, url] of [['health', health], ...calls]) await load(url!, 1);
    // The machine is shared: health and each call take turns, a second at a time, so a change in
    // background load falls on both sides of the ratio.
    const healthRuns: Load[] = [];
    for (const [name, url] of calls) {
      const mine: Load[] = [];
      const theirs: Load[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        theirs.push(await load(health, 1));
        mine.push(await load(url, 1));
      }
      healthRuns.push(...theirs);
      const rps = mean(mine.map((run) => run.rps));
      const ratio = ((rps / mean(theirs.map((run) => run.rps))) * 100).toFixed(0);
      const errors = sum(mine.map((run) => run.errors));
      record(
        `${label}, 100k stories: ${name}`,
        `${rps.toFixed(0)} req/s (${ratio} % of health), p95 ${p95(mine)} ms${errors > 0 ? `, ${errors} errors` : ''}`,
      );
    }
    record(
      `${label}, 100k stories: GET /api/health (taking turns with the calls above)`,
      `${mean(healthRuns.map((run) => run.rps)).toFixed(0)} req/s, p95 ${p95(healthRuns)} ms`,
    );
  } finally {
    await server.stop();
  }
}

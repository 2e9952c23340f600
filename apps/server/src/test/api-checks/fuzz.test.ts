import { endpoints, type EndpointName } from '@storybook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { buildTestApp } from '../app.js';
import type { SignedIn } from '../auth.js';
import { storedMediaFiles } from '../media.js';
import { multipartBody } from '../multipart.js';
import { endpointNames, requestFor, samples, type Input } from './samples.js';
import { buildWorld, type World } from './world.js';

/**
 * Bad input from outside, as an attacker or a careless client sends it, to every endpoint of the
 * contract: control characters, very long strings, wrong types, missing and extra fields, bad
 * JSON, bad multipart, odd URLs. Whatever comes, the server never answers 5xx, always answers an
 * error in the product's envelope, and a refused request writes nothing.
 */

const GENEROUS = {
  AI_RATE_LIMIT_PER_MINUTE: '10000',
  SIGN_IN_ATTEMPTS_PER_ACCOUNT: '10000',
  SIGN_IN_ATTEMPTS_PER_ADDRESS: '10000',
  SIGN_UPS_PER_ADDRESS: '10000',
};

/** Values put in place of each field of a valid call. */
const BAD_VALUES: unknown[] = [
  '\u0000',
  'a\u0007b\u001b[31m',
  '',
  '   ',
  'x'.repeat(20_000),
  '😀'.repeat(3_000),
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  "'; DROP TABLE stories; --",
  -1,
  0,
  1.5,
  1e308,
  true,
  null,
  [],
  ['\u0000'],
  {},
  { $gt: '' },
];

/** Whole bodies that are not what any endpoint takes, sent as raw text with a content type. */
const BAD_BODIES: [string, string][] = [
  ['application/json', '{"unclosed":'],
  ['application/json', 'not json at all'],
  ['application/json', '[]'],
  ['application/json', 'null'],
  ['application/json', '"a string"'],
  ['application/json', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'],
  ['application/json', '\u0000'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'email=a%40b.c&x=%00'],
  ['multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nbroken'],
  ['application/xml', '<a/>'],
];

type Path = (string | number)[];

/** Every place in a value a field sits at, the value itself first. */
function paths(value: unknown, at: Path = []): Path[] {
  const own: Path[] = [at];
  if (Array.isArray(value)) return [...own, ...value.flatMap((item, i) => paths(item, [...at, i]))];
  if (value && typeof value === 'object') return [...own, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))];
  return own;
}

function replaced(value: unknown, at: Path, by: unknown | typeof REMOVE): unknown {
  if (at.length === 0) return by;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  const [key, ...rest] = at as [string | number, ...Path];
  if (rest.length === 0 && by === REMOVE) {
    if (Array.isArray(copy)) (copy as unknown[]).splice(key as number, 1);
    else delete copy[key];
    return copy;
  }
  copy[key] = replaced(copy[key], rest, by);
  return copy;
}
const REMOVE = Symbol('remove');

/** Requests made from a valid input by breaking one thing at a time. */
function mutations(endpoint: (typeof endpoints)[EndpointName], valid: Input, me: SignedIn): InjectOptions[] {
  const out: InjectOptions[] = [];
  const base = requestFor(endpoint, valid, me);
  const headers = { ...(base.headers as Record<string, string>) };
  for (const part of ['params', 'query', 'body'] as const) {
    const value = valid[part];
    if (value === undefined || value === null) continue;
    for (const at of paths(value)) {
      // A path parameter is always there (it is part of the URL); only its text can be wrong.
      if (part === 'params' && at.length === 0) continue;
      const broken = [...BAD_VALUES, ...(at.length > 0 && part !== 'params' ? [REMOVE] : [])].map((by) => ({
        ...valid,
        [part]: replaced(value, at, by),
      }));
      for (const input of broken) {
        // Query strings and path parameters carry text only; a list or an object becomes its text.
        const text = (v: unknown) => (v === null || typeof v !== 'object' ? v : JSON.stringify(v));
        if (part !== 'body' && input[part] && typeof input[part] === 'object') {
          input[part] = Object.fromEntries(Object.entries(input[part] as object).map(([k, v]) => [k, text(v)])) as never;
        }
        out.push(requestFor(endpoint, input, me));
      }
    }
    if (part === 'body' && typeof value === 'object') {
      out.push(requestFor(endpoint, { ...valid, body: { ...(value as object), unexpected: 'field', email2: 'x@y.z' } }, me));
    }
  }
  if (valid.multipart) {
    for (const parts of [
      [{ name: 'upload_preset', data: 'storybook' }],
      [{ name: 'file', filename: 'note.txt', contentType: 'text/plain', data: 'not a picture' }],
      [{ name: 'file', filename: 'page.svg', contentType: 'image/svg+xml', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' }],
      [
        { name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0x00]) },
        { name: 'file', filename: 'b.jpg', contentType: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0x00]) },
      ],
      [{ name: 'x'.repeat(5_000), data: 'y'.repeat(50_000) }],
    ]) {
      out.push(requestFor(endpoint, { ...valid, multipart: multipartBody(parts) }, me));
    }
  }
  for (const [type, payload] of BAD_BODIES) {
    out.push({ ...base, headers: { ...headers, 'content-type': type }, payload });
  }
  const url = String(base.url);
  const [pathname, search = ''] = url.split('?') as [string, string?];
  for (const odd of [
    `${pathname}%`,
    `${pathname}/%zz`,
    `${pathname}/..%2f..%2fetc%2fpasswd`,
    `${pathname}//`,
    `${pathname}?${search}&${'q='.repeat(2_000)}`,
    `${pathname}?${search}&email=a@b.c&email=d@e.f`,
    `${pathname}?${search}&page=-1&limit=99999&after=%00`,
    `${pathname.replace(/\/api\/user\/story\/[^/]+$/, '/api/user/story/%00')}`,
  ]) {
    out.push({ ...base, url: odd });
  }
  return out;
}

/** What a refused request must not change: how many rows each table has, and when any last changed. */
async function snapshot(app: FastifyInstance, withMedia: boolean): Promise<string> {
  const [row] = await queryRows<Record<string, unknown>>(
    app.database.db,
    sql`select
      (select count(*) from users) as users, (select max(updated_at) from users) as users_changed,
      (select count(*) from sessions) as sessions,
      (select count(*) from children) as children, (select max(updated_at) from children) as children_changed,
      (select count(*) from cartoon_images) as cartoons,
      (select count(*) from stories) as stories, (select max(updated_at) from stories) as stories_changed,
      (select coalesce(sum(views), 0) + coalesce(sum(likes), 0) from stories) as counters,
      (select count(*) from story_lines) as lines, (select count(*) from likes) as likes,
      (select count(*) from ratings) as ratings, (select max(updated_at) from ratings) as ratings_changed,
      (select count(*) from comments) as comments, (select max(updated_at) from comments) as comments_changed,
      (select count(*) from quiz_questions) as questions, (select count(*) from quiz_attempts) as attempts,
      (select count(*) from feedback_responses) as feedback,
      (select count(*) from moderation_decisions) as decisions,
      (select count(*) from contact_messages) as messages,
      (select count(*) from contact_messages where handled_at is not null) as handled`,
  );
  return JSON.stringify({ ...row, media: withMedia ? (await storedMediaFiles(app)).length : null });
}

/** Endpoints that store pictures: their refusals must leave the media folder alone too. */
const WRITES_MEDIA = new Set<EndpointName>(['uploadImage', 'createChild', 'cartoonify', 'cartoonImage', 'generateImage']);

describe('every endpoint, given bad input', () => {
  let app: FastifyInstance;
  let world: World;
  let total = 0;
  let endpointsRun = 0;
  beforeAll(async () => {
    app = await buildTestApp('pglite', {}, GENEROUS);
    world = await buildWorld(app);
  });
  afterAll(async () => {
    await app.close();
    // Thousands of requests (about 3,500 today), not a handful: the tables above must keep producing them.
    if (endpointsRun === endpointNames.length) expect(total).toBeGreaterThan(2_000);
  });

  it.each(endpointNames)('%s never answers 5xx, always the envelope, and writes nothing when it refuses', async (name) => {
    const endpoint = endpoints[name];
    const me = endpoint.access === 'admin' ? world.admin : world.owner;
    const valid = await samples[name].build(world, me);
    const problems: string[] = [];
    endpointsRun += 1;
    for (const request of mutations(endpoint, valid, me)) {
      const before = await snapshot(app, WRITES_MEDIA.has(name));
      const res = await app.inject(request);
      total += 1;
      const what = `${request.method} ${String(request.url).slice(0, 120)} ${String(JSON.stringify(request.payload) ?? '').slice(0, 120)}`;
      if (res.statusCode >= 500) problems.push(`${res.statusCode} for ${what}: ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 400) {
        const body = res.json() as { error?: { code?: unknown; message?: unknown } };
        if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string') {
          problems.push(`no envelope (${res.statusCode}) for ${what}: ${res.body.slice(0, 200)}`);
        }
        if ((await snapshot(app, WRITES_MEDIA.has(name))) !== before)
          problems.push(`wrote while refusing (${res.statusCode}) ${what}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

import { endpoints, type EndpointName } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../app.js';
import type { SignedIn } from '../auth.js';
import { testDatabaseKinds, resetDatabase, testDatabase } from '../databases.js';
import { endpointNames, requestFor, samples, type Outcome } from './samples.js';
import { buildWorld, type World } from './world.js';

// Limits are not what this checks: every caller gets all the attempts it needs.
const GENEROUS = {
  AI_RATE_LIMIT_PER_MINUTE: '10000',
  SIGN_IN_ATTEMPTS_PER_ACCOUNT: '10000',
  SIGN_IN_ATTEMPTS_PER_ADDRESS: '10000',
  SIGN_UPS_PER_ADDRESS: '10000',
};

type Caller = 'anonymous' | 'other' | 'admin' | 'owner';

/** What each caller gets from an endpoint, from its access rule and its sample. */
function expected(name: EndpointName, caller: Caller): Outcome | 401 | 403 {
  const { access } = endpoints[name];
  const sample = samples[name];
  if (caller === 'anonymous') return access === 'user' || access === 'admin' ? 401 : (sample.anonymous ?? 'allowed');
  if (access === 'admin') return caller === 'admin' ? 'allowed' : 403;
  if (caller === 'owner') return 'allowed';
  return sample.others;
}

/**
 * The authorization matrix of the whole API, generated from the contract: every endpoint called by
 * an anonymous caller, another user, an admin and the owner of the things it names. A new endpoint
 * has no sample until one is written (samples.ts does not compile without it), so none is forgotten.
 */
describe.each(testDatabaseKinds)('who may call each endpoint, on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, {}, GENEROUS);
  });
  afterAll(() => app.close());

  it.each(endpointNames)('%s', async (name) => {
    await resetDatabase(await testDatabase(kind));
    const world: World = await buildWorld(app);
    const callers: [Caller, SignedIn | null][] = [
      ['anonymous', null],
      ['other', world.other],
      ['admin', world.admin],
      // Last: the owner's call may change what the others act on (a delete, say).
      ['owner', world.owner],
    ];
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [caller, me] of callers) {
      const res = await app.inject(requestFor(endpoints[name], await samples[name].build(world, me), me));
      const want = expected(name, caller);
      const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : res.statusCode < 300 ? 'allowed' : 'denied';
      // A 403 is a denial too, where the sample only says 'denied'.
      seen.push(`${caller}: ${want === 'denied' && got === 403 ? 'denied' : got} (${res.statusCode})`);
      wanted.push(`${caller}: ${want} (${res.statusCode})`);
      if (res.statusCode >= 400) expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
      if (want === 403 && res.statusCode === 403 && endpoints[name].access === 'admin') {
        expect(res.json().error.message).toBe('Unauthorized');
      }
    }
    expect(seen).toEqual(wanted);
  });
});

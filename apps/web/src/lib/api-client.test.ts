import { endpoint, getHealth } from '@storybook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, buildUrl } from './api-client';
import { SESSION_ENDED_EVENT } from './session-ended';
import { getStored, setStored } from './storage';

// Test-only endpoints exercising every part an endpoint can declare.
const getThing = endpoint({
  method: 'GET',
  path: '/things/:id',
  access: 'public',
  params: z.object({ id: z.string() }),
  query: z.object({ email: z.string(), page: z.number(), tags: z.array(z.string()).optional(), q: z.string().optional() }),
  response: z.object({ name: z.string() }),
});

const saveThing = endpoint({
  method: 'POST',
  path: '/things',
  access: 'user',
  body: z.object({ title: z.string() }),
  response: z.object({ id: z.string() }),
});

function stubFetch(status: number, body: unknown) {
  const text = body === undefined ? null : JSON.stringify(body);
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(text, { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function lastRequest(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('prefixes /api, fills and encodes params, serialises query without undefined values', () => {
    const url = buildUrl(getThing, {
      params: { id: 'a b/c' },
      query: { email: 'kid@example.com', page: 2, tags: ['sea', 'moon'], q: undefined },
    });
    expect(url).toBe('/api/things/a%20b%2Fc?email=kid%40example.com&page=2&tags=sea&tags=moon');
  });
});

describe('api', () => {
  it('sends a GET with the bearer token and parses the answer with the response schema', async () => {
    setStored('idToken', 'token-123');
    const fetchMock = stubFetch(200, { name: 'Moon', extra: 'dropped by the schema' });

    const answer = await api(getThing, { params: { id: '42' }, query: { email: 'a@b.c', page: 1 } });

    expect(answer).toEqual({ name: 'Moon' });
    const { url, init, headers } = lastRequest(fetchMock);
    expect(url).toBe('/api/things/42?email=a%40b.c&page=1');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBeUndefined();
    expect(headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header when no idToken is stored', async () => {
    const fetchMock = stubFetch(200, { status: 'ok', database: 'up' });
    await expect(api(getHealth)).resolves.toEqual({ status: 'ok', database: 'up' });
    const { url, headers } = lastRequest(fetchMock);
    expect(url).toBe('/api/health');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends a JSON body', async () => {
    const fetchMock = stubFetch(201, { id: 's1' });
    await expect(api(saveThing, { body: { title: 'The Mummy Trip' } })).resolves.toEqual({ id: 's1' });
    const { init, headers } = lastRequest(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ title: 'The Mummy Trip' }));
  });

  it('throws ApiError with status, code and message from the error envelope', async () => {
    stubFetch(403, { error: { code: 'forbidden', message: 'Unauthorized' } });
    const error = await api(saveThing, { body: { title: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: 'Unauthorized' });
  });

  it('throws ApiError with a code from the status when the answer has no envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(api(getHealth)).rejects.toMatchObject({ status: 502, code: 'bad_gateway' });
  });

  it('throws ApiError when a success answer does not match the response schema', async () => {
    stubFetch(200, { status: 'sleeping' });
    await expect(api(getHealth)).rejects.toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('throws a network ApiError when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api(getHealth)).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('a session the server no longer knows', () => {
  function signedInAs(token: string) {
    setStored('idToken', token);
    setStored('displayName', 'Ada');
    setStored('email', 'ada@example.org');
    window.localStorage.setItem('createDraft', '{"kept":true}');
  }

  it('signs this browser out on a 401, keeps everything else, and tells the app', async () => {
    signedInAs('session-1');
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    stubFetch(401, { error: { code: 'unauthenticated', message: 'Please sign in first.' } });
    try {
      await expect(api(saveThing, { body: { title: 'x' } })).rejects.toMatchObject({ status: 401 });
    } finally {
      window.removeEventListener(SESSION_ENDED_EVENT, ended);
    }
    expect(ended).toHaveBeenCalledTimes(1);
    expect([getStored('idToken'), getStored('displayName'), getStored('email')]).toEqual([null, null, null]);
    expect(window.localStorage.getItem('createDraft')).toBe('{"kept":true}');
  });

  it('is not reported for an anonymous call, or once the stored token changed (a logout)', async () => {
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    try {
      window.localStorage.clear();
      stubFetch(401, { error: { code: 'unauthenticated', message: 'no' } });
      await expect(api(saveThing, { body: { title: 'x' } })).rejects.toBeInstanceOf(ApiError);

      signedInAs('session-1');
      const fetchMock = vi.fn<typeof fetch>(async () => {
        window.localStorage.clear(); // logout clears storage while its request is on its way
        return new Response('{"error":{"code":"unauthenticated","message":"no"}}', { status: 401 });
      });
      vi.stubGlobal('fetch', fetchMock);
      await expect(api(saveThing, { body: { title: 'x' } })).rejects.toBeInstanceOf(ApiError);
    } finally {
      window.removeEventListener(SESSION_ENDED_EVENT, ended);
    }
    expect(ended).not.toHaveBeenCalled();
  });
});

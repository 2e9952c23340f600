import { onTestFinished, vi } from 'vitest';

export type FakeHandler = (request: { url: URL; init: RequestInit; body: unknown }) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, message: string) => json(status, { error: { code: 'error', message } });

/**
 * Stubs `fetch` (the network edge) with handlers keyed `METHOD /path`; anything else answers 404.
 * Returns the mock to inspect the requests made.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init.method ?? 'GET'} ${url.pathname}`];
    if (!handler) return apiError(404, `No fake for ${init.method ?? 'GET'} ${url.pathname}`);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    return handler({ url, init, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies sent to `METHOD /path`, in order. */
export function requestsTo(fetchMock: ReturnType<typeof fakeApi>, key: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body));
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Captures console.error for this test, for failures SPEC §8 has only logged: the test checks what
 * was logged instead of printing it.
 */
export function captureErrorLog() {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => logged.mockRestore());
  return logged;
}

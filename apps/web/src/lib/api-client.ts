import { errorEnvelopeSchema, fillPath, type Endpoint, type EndpointInput, type EndpointResponse } from '@storybook/contract';
import { ApiError, clientErrorCodes, codeForStatus } from './api-error';
import { reportSessionEnded } from './session-ended';
import { getStored } from './storage';

export { ApiError } from './api-error';

export const API_BASE = '/api';

interface ApiOptions {
  /** TanStack Query passes one so leaving a page cancels its requests. */
  signal?: AbortSignal;
}

/** An endpoint that declares no params, query or body may be called without an input. */
type ApiArgs<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: ApiOptions]
    : [input: EndpointInput<E>, options?: ApiOptions];

type QueryValue = string | number | boolean | Date | null | undefined;

function appendQuery(search: URLSearchParams, key: string, value: QueryValue): void {
  if (value === null || value === undefined) return;
  search.append(key, value instanceof Date ? value.toISOString() : String(value));
}

/** `?a=1&b=x`; undefined and null are left out, arrays repeat their key. */
function serializeQuery(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) appendQuery(search, key, item as QueryValue);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function buildUrl(endpoint: Endpoint, input: { params?: unknown; query?: unknown }): string {
  const params = input.params
    ? Object.fromEntries(Object.entries(input.params as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
    : undefined;
  return `${API_BASE}${fillPath(endpoint.path, params)}${serializeQuery(input.query)}`;
}

function buildRequest(endpoint: Endpoint, body: unknown, signal: AbortSignal | undefined, idToken: string | null): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  if (idToken) headers.set('Authorization', `Bearer ${idToken}`);

  const init: RequestInit = { method: endpoint.method, headers, credentials: 'same-origin' };
  if (signal) init.signal = signal;
  if (body instanceof FormData) {
    init.body = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }
  return init;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFrom(response: Response, payload: unknown): ApiError {
  const envelope = errorEnvelopeSchema.safeParse(payload);
  if (envelope.success) {
    return new ApiError(response.status, envelope.data.error.code, envelope.data.error.message);
  }
  const message = response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, codeForStatus(response.status), message);
}

/**
 * Calls one endpoint of the contract: fills the path, sends query and JSON body with the stored
 * bearer token, and answers the body parsed by the endpoint's response schema. Throws ApiError;
 * a 401 to a signed-in call also ends the session in this browser (`reportSessionEnded`).
 */
export async function api<E extends Endpoint>(endpoint: E, ...args: ApiArgs<E>): Promise<EndpointResponse<E>> {
  const [input, options] = args;
  const parts = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const url = buildUrl(endpoint, parts);
  // Read at call time: logout fires its request before it clears storage.
  const idToken = getStored('idToken');
  const init = buildRequest(endpoint, parts.body, options?.signal, idToken);

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // A cancelled request stays an abort so TanStack Query can tell it from a failure.
    if (options?.signal?.aborted) throw error;
    throw new ApiError(0, clientErrorCodes.network, 'The server could not be reached');
  }

  const payload = await readJson(response);
  if (!response.ok) {
    // A stored session the server no longer knows: sign out here and let the app offer a new sign-in.
    if (response.status === 401 && idToken) reportSessionEnded(idToken);
    throw errorFrom(response, payload);
  }

  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      clientErrorCodes.invalidResponse,
      `Unexpected answer from ${endpoint.method} ${endpoint.path}`,
    );
  }
  return parsed.data as EndpointResponse<E>;
}

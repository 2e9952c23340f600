import type { z } from 'zod';
import { plainTextOnly } from './plain-text.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone; `optional`: anyone, the session (if any) refines the
 * answer; `user`: a signed-in session (cookie or bearer); `admin`: a signed-in admin.
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

/** One call of the API: the single description both the server and the web client are built from. */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Path below `/api`, with `:name` for path parameters, e.g. `/user/story/:id`. */
  readonly path: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Status of a successful answer (200 unless the call creates something SPEC says answers 201). */
  readonly status?: number;
  readonly response: z.ZodType;
}

/** Declares an endpoint; its inputs refuse control characters in any text (see `plainTextOnly`). */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return {
    ...definition,
    ...(definition.params && { params: plainTextOnly(definition.params) }),
    ...(definition.query && { query: plainTextOnly(definition.query) }),
    ...(definition.body && { body: plainTextOnly(definition.body) }),
  };
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What a caller passes: only the parts an endpoint declares. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: InferInput<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: InferInput<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: InferInput<E['body']> } : { body?: undefined });

export type EndpointResponse<E extends Endpoint> = Infer<E['response']>;

/** Fills `:name` parameters of a path, encoding each value. */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

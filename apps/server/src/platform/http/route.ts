import { endpoints, type Endpoint } from '@storybook/contract';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { checkCaller, checkClaimedEmails } from './access.js';

type Part<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteOptions {
  /** A limit of @fastify/rate-limit for this route (sign-in attempts, AI calls). */
  rateLimit?: RateLimitOptions;
  /** Every success status the handler may set (e.g. 200 and 201), each filtered by the response schema. */
  statuses?: number[];
  /** Largest request body in bytes, for routes that take inline images; others keep the app's 1 MiB. */
  bodyLimit?: number;
}

export interface RouteContext<E extends Endpoint> {
  params: Part<E['params']>;
  query: Part<E['query']>;
  body: Part<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

const names = new Map<Endpoint, string>(Object.entries(endpoints).map(([name, endpoint]) => [endpoint, name]));

/** The contract's name of an endpoint (its key in `endpoints`), e.g. `getStoryPublic`. */
function endpointName(endpoint: Endpoint): string {
  return names.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`;
}

/**
 * Registers the handler of one contract endpoint under `/api`, with the endpoint's schemas for
 * validation and for the response (which also strips fields that must not leak), and its access rule.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<NoInfer<E>>) => Promise<z.output<NoInfer<E>['response']>>,
  options: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  const statuses = options.statuses ?? [status];
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    schema: {
      // For the OpenAPI document: the contract's name of the call and who may call it.
      operationId: endpointName(endpoint),
      ...(endpoint.access === 'user' || endpoint.access === 'admin' ? { security: [{ session: [] }, { bearer: [] }] } : {}),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: Object.fromEntries(statuses.map((s) => [s, endpoint.response])),
    },
    ...(options.rateLimit && { config: { rateLimit: options.rateLimit } }),
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    // Who may call it is settled before the body is read; claimed emails once they are validated.
    onRequest: async (request) => checkCaller(request, endpoint.access),
    preHandler: async (request) => checkClaimedEmails(request, endpoint.access),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Part<E['params']>,
        query: request.query as Part<E['query']>,
        body: request.body as Part<E['body']>,
        request,
        reply,
      });
      if (!reply.sent) reply.code(reply.statusCode === 200 ? status : reply.statusCode);
      return result;
    },
  });
}

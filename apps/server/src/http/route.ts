import type { Endpoint } from '@storybook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Part<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteContext<E extends Endpoint> {
  params: Part<E['params']>;
  query: Part<E['query']>;
  body: Part<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers the handler of one contract endpoint under `/api`, with the endpoint's schemas for
 * validation and for the response (which also strips fields that must not leak).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<NoInfer<E>>) => Promise<z.output<NoInfer<E>["response"]>>,
): void {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { [status]: endpoint.response },
    },
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

import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * A hook enforcing one more limit on a route that already has one. @fastify/rate-limit applies
 * only the first of its own hooks to a request, so a second count (e.g. per address as well as
 * per address and account) goes through its `createRateLimit`, with the same store and answer.
 */
export function additionalRateLimit(
  app: FastifyInstance,
  options: RateLimitOptions,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const check = app.createRateLimit(options);
  const respond = options.errorResponseBuilder;
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('retry-after', result.ttlInSeconds);
    const context = { statusCode: 429, ban: false, max: result.max, ttl: result.ttl, after: waitText(result.ttlInSeconds) };
    throw respond ? respond(request, context) : new Error('Too many requests');
  };
}

import type { RateLimitOptions } from '@fastify/rate-limit';
import { errorCodes } from '@storybook/contract';
import { HttpError } from './errors.js';

/**
 * DESIGN.md, Security: AI calls cost money, so each user has one budget per minute shared by every
 * generation call (stories and pictures). Anonymous calls are not counted: they get 401 anyway.
 */
export function aiRateLimit(perMinute: number): RateLimitOptions {
  return {
    max: perMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.user,
    keyGenerator: (request) => `ai:${request.user?.id ?? request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, errorCodes.rateLimited, `You're creating very quickly! Please wait ${context.after} and try again.`),
  };
}

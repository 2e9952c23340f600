import type { RateLimitOptions } from '@fastify/rate-limit';
import { errorCodes } from '@storybook/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http/errors.js';

/** Password guesses allowed per address and account in one window (DESIGN.md, Security). */
export const SIGN_IN_ATTEMPTS = 10;
export const SIGN_IN_WINDOW = '15 minutes';

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * Limits attempts per client address and email, so one address cannot guess many passwords for
 * one account, and one busy address (a school behind one router) does not lock out everyone.
 * It runs before validation, once the body is parsed, so malformed attempts count too.
 */
export function signInRateLimit(max = SIGN_IN_ATTEMPTS): RateLimitOptions {
  return {
    max,
    timeWindow: SIGN_IN_WINDOW,
    hook: 'preValidation',
    keyGenerator: (request) => `${request.ip}|${emailOf(request)}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, errorCodes.rateLimited, `Too many sign-in attempts. Please wait ${context.after} and try again.`),
  };
}

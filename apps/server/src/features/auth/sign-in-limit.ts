import type { RateLimitOptions } from '@fastify/rate-limit';
import { errorCodes } from '@storybook/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config.js';
import { HttpError } from '../../platform/http/errors.js';

const SIGN_IN_WINDOW = '15 minutes';
const SIGN_UP_WINDOW = '1 hour';

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

const tooMany = (what: string) => (_request: FastifyRequest, context: { after: string }) =>
  new HttpError(429, errorCodes.rateLimited, `Too many ${what}. Please wait ${context.after} and try again.`);

/**
 * The guards of built-in accounts (DESIGN.md, Security), counted in the database. They run before
 * validation, once the body is parsed, so malformed attempts count too.
 * - per address and account: one address cannot guess many passwords for one account;
 * - per address: one address cannot try one password on many accounts; generous, so a school or
 *   a family behind one router is not locked out;
 * - sign-ups per address an hour: one address cannot mint accounts in bulk.
 */
export function signInLimits(limits: Config['signInLimits']): Record<'perAccount' | 'perAddress' | 'signUps', RateLimitOptions> {
  return {
    perAccount: {
      max: limits.perAccount,
      timeWindow: SIGN_IN_WINDOW,
      hook: 'preValidation',
      keyGenerator: (request) => `sign-in:${request.ip}|${emailOf(request)}`,
      errorResponseBuilder: tooMany('sign-in attempts'),
    },
    perAddress: {
      max: limits.perAddress,
      timeWindow: SIGN_IN_WINDOW,
      hook: 'preValidation',
      keyGenerator: (request) => `sign-in-address:${request.ip}`,
      errorResponseBuilder: tooMany('sign-in attempts from this network'),
    },
    signUps: {
      max: limits.signUpsPerAddress,
      timeWindow: SIGN_UP_WINDOW,
      hook: 'preValidation',
      keyGenerator: (request) => `sign-up:${request.ip}`,
      errorResponseBuilder: tooMany('new accounts from this network'),
    },
  };
}

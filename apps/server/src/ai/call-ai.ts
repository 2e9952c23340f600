import { errorCodes } from '@storybook/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../platform/http/errors.js';
import { AiProviderError } from './types.js';

/**
 * Runs one call into the AI layer; every feature calls its providers through this, so that each
 * answers SPEC's errors the same way. Any failure becomes 504 (the provider timed out) or 502
 * (anything else) with a plain message naming `task`: a provider's own text may carry internals, so it is only
 * logged (DESIGN.md, API).
 */
export async function callAi<T>(log: FastifyBaseLogger, task: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error }, `AI call failed: ${task}`);
    if (error instanceof AiProviderError && error.kind === 'timeout') {
      throw new HttpError(504, errorCodes.gatewayTimeout, `It took too long to ${task}. Please try again.`);
    }
    throw new HttpError(502, errorCodes.badGateway, `We could not ${task} right now. Please try again.`);
  }
}

/** For output of the AI layer that cannot be used; `callAi` turns it into a 502. */
export function invalidOutput(what: string): AiProviderError {
  return new AiProviderError('invalid_output', what);
}

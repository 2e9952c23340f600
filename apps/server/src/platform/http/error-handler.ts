import { errorCodeForStatus, errorCodes, type ErrorCode, type ErrorEnvelope } from '@storybook/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './errors.js';

export function envelope(code: ErrorCode, message: string): ErrorEnvelope {
  return { error: { code, message } };
}

/** Fastify's own 4xx errors carry a technical message; these read better for a person. */
const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
};

/**
 * Errors Fastify raises before a request reaches any route (a URL that does not decode, `GET
 * /media/%`): the same envelope as the rest, never the framework's own shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL.' : 'The request could not be understood.';
  void reply.code(400).send(envelope(errorCodes.badRequest, message));
}

/**
 * One place renders every error as the envelope of DESIGN.md. A 5xx never shows its message or
 * stack to the client; it is logged with the request instead.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = error.validationContext ?? 'body';
      const field = [where, ...(first?.instancePath ?? '').split('/').filter(Boolean)].join('.');
      const message = `${field}: ${first?.message ?? 'is invalid'}`;
      return reply.code(400).send(envelope(errorCodes.validation, message));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(envelope(error.code, error.message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(envelope(errorCodes.internal, 'Something went wrong on our side.'));
    }
    // SyntaxError from the JSON parser has a statusCode of 400 but no FST code.
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(envelope(errorCodeForStatus(status), 'Something went wrong on our side.'));
    }
    const message =
      friendlyMessages[error.code] ?? (error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message);
    return reply.code(status).send(envelope(errorCodeForStatus(status), message));
  });
}

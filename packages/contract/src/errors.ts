import { z } from 'zod';

/** Every error the API answers has this shape (DESIGN.md, API). */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const errorCodes = {
  badRequest: 'bad_request',
  validation: 'validation_error',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
  badGateway: 'bad_gateway',
  gatewayTimeout: 'gateway_timeout',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.badRequest,
  401: errorCodes.unauthenticated,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.unsupportedMediaType,
  429: errorCodes.rateLimited,
  502: errorCodes.badGateway,
  503: errorCodes.unavailable,
  504: errorCodes.gatewayTimeout,
};

/** The error code that goes with an HTTP status, for errors that do not name their own. */
export function errorCodeForStatus(status: number): ErrorCode {
  return codeByStatus[status] ?? (status < 500 ? errorCodes.badRequest : errorCodes.internal);
}

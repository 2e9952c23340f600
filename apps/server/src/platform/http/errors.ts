import { errorCodes, type ErrorCode } from '@storybook/contract';

/** An error whose message is meant for the user; rendered once by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, errorCodes.badRequest, message);
/** Where a request's field sits, named as the schema validation names it. */
export type FieldPlace = 'body' | 'querystring' | 'params';

/**
 * 400 naming the field and the rule, written as schema validation writes them, so every answer
 * names a field the same way: `validationError('email', 'must be a valid email')` says
 * `body.email: must be a valid email`.
 */
export const validationError = (field: string, rule: string, place: FieldPlace = 'body') =>
  new HttpError(400, errorCodes.validation, `${place}.${field}: ${rule}`);
export const unauthenticated = (message = 'Please sign in first.') => new HttpError(401, errorCodes.unauthenticated, message);
export const forbidden = (message = 'Unauthorized') => new HttpError(403, errorCodes.forbidden, message);
export const notFound = (message = 'Not found') => new HttpError(404, errorCodes.notFound, message);
export const conflict = (message: string) => new HttpError(409, errorCodes.conflict, message);

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
/** 400 naming the field and the rule, e.g. `validationError('email', 'must be a valid email')`. */
export const validationError = (field: string, rule: string) => new HttpError(400, errorCodes.validation, `${field}: ${rule}`);
export const unauthenticated = (message = 'Please sign in first.') => new HttpError(401, errorCodes.unauthenticated, message);
export const forbidden = (message = 'Unauthorized') => new HttpError(403, errorCodes.forbidden, message);
export const notFound = (message = 'Not found') => new HttpError(404, errorCodes.notFound, message);
export const conflict = (message: string) => new HttpError(409, errorCodes.conflict, message);

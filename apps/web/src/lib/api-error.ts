import { errorCodeForStatus } from '@storybook/contract';

/** A failed API call: the HTTP status and the `{ error: { code, message } }` envelope's fields. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Codes the client makes up itself when there is no envelope to read. */
export const clientErrorCodes = {
  network: 'network_error',
  invalidResponse: 'invalid_response',
} as const;

/** For answers without an envelope (a proxy's 502 page, say). */
export function codeForStatus(status: number): string {
  return errorCodeForStatus(status);
}

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

/** `body.comment: ...`: where the server found a refused field, and the field's path. */
const FIELD_PREFIX = /^(?:body|querystring|params)\.(?:[\w-]+\.)*([A-Za-z][\w-]*)(?:\.\d+)*: (.+)$/s;

/**
 * The text to show a person for a failed call: the server's message, with a refused field said
 * in words (`body.comment: Let's keep comments friendly…` shows `Let's keep comments friendly…`;
 * `body.dateOfBirth: must be a date` shows `Date of birth must be a date`); `fallback` for
 * anything that is not an API answer.
 */
export function messageForPerson(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const field = FIELD_PREFIX.exec(error.message);
  if (!field) return error.message;
  const [, name, rule] = field;
  if (/^[A-Z"'‘“]/.test(rule!)) return rule!;
  const words = name!.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${rule}`;
}

/** The server's reason for refusing what was sent (a 400), in a person's words; null for any other failure. */
export function refusalReason(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 ? messageForPerson(error, error.message) : null;
}

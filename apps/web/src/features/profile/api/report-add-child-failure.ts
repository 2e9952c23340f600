import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { clientErrorCodes } from '../../../lib/api-error';

/** SPEC §8: shown when adding a child fails without a message from the server. */
export const ADD_CHILD_FAILED_MESSAGE = 'Failed to add child. Please try again.';

/** SPEC §8: the server's message as a toast, else an alert. */
export function reportAddChildFailure(error: unknown): void {
  const fromServer =
    error instanceof ApiError &&
    error.status > 0 &&
    error.code !== clientErrorCodes.invalidResponse &&
    error.message.trim() !== '';
  if (fromServer) toast.error(error.message);
  else window.alert(ADD_CHILD_FAILED_MESSAGE);
}

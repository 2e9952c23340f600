import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-error';

/** A refused comment (blank, too long, words a children's site does not take) says why; anything else says try again. */
export function reportCommentFailure(error: unknown, fallback: string): void {
  toast.error(error instanceof ApiError && error.status === 400 ? error.message : fallback);
}

import { toast } from 'react-toastify';
import { refusalReason } from '../../../lib/api-error';

/** A refused comment (blank, too long, words a children's site does not take) says why; anything else says try again. */
export function reportCommentFailure(error: unknown, fallback: string): void {
  toast.error(refusalReason(error) ?? fallback);
}

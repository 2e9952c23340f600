import { saveAttemptedQ } from '@storybook/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface Attempt {
  questionId: string;
  answer: string;
  /** The signed-in reader's email; a reader who is not signed in sends none. */
  email: string | null;
}

/** POST /api/saveAttemptedQ: the server checks the answer (and records it for a signed-in reader). */
async function saveAttemptedQRequest({ questionId, answer, email }: Attempt) {
  return api(saveAttemptedQ, { body: { questionId, answer, ...(email && { email }) } });
}

export function useSaveAttemptedQ() {
  return useMutation({ mutationFn: saveAttemptedQRequest });
}

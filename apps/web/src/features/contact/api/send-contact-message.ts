import { sendContactMessage, type ContactBody } from '@storybook/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/contact: answers the thanks to show the sender. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: async (body: ContactBody) => (await api(sendContactMessage, { body })).message });
}

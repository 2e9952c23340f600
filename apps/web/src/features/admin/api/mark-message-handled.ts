import { markContactMessageHandled } from '@storybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './review-page';

/** POST /api/user/admin/messages/handled. */
export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api(markContactMessageHandled, { body: { messageId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

import { deleteChild } from '@storybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getChildrenQueryOptions, type ChildEntry } from '../../../lib/get-children';
import { logFailure } from '../../../lib/log-failure';

export function deleteChildRequest(email: string, childId: string) {
  return api(deleteChild, { body: { email, _id: childId } });
}

/** DELETE /api/user/children, removing the child from the list at once and restoring it on failure. */
export function useDeleteChild(email: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getChildrenQueryOptions(email);
  return useMutation({
    mutationFn: (childId: string) => deleteChildRequest(email, childId),
    onMutate: async (childId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (children: ChildEntry[] = []) => children.filter((child) => child._id !== childId));
      return { previous };
    },
    onError: (error, _childId, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      logFailure('Child delete', error);
    },
  });
}

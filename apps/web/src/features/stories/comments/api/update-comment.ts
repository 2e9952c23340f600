import { updateComment, type Comment } from '@storybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { getCommentsQueryOptions } from './get-comments';

/** PUT /api/user/comment: the author's new text replaces the old in place. */
export function useUpdateComment(storyId: string, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ commentId, comment }: { commentId: string; comment: string }) =>
      (await api(updateComment, { body: { comment_id: commentId, comment, email } })).comment,
    onSuccess: (updated) => {
      queryClient.setQueryData(getCommentsQueryOptions(storyId).queryKey, (comments: Comment[] = []) =>
        comments.map((comment) => (comment._id === updated._id ? updated : comment)),
      );
    },
  });
}

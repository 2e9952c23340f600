import { deleteComment, type Comment } from '@storybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { getCommentsQueryOptions } from './get-comments';

/** DELETE /api/user/comment: the author removes their comment. */
export function useDeleteComment(storyId: string, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (commentId: string) => {
      await api(deleteComment, { query: { comment_id: commentId, email } });
      return commentId;
    },
    onSuccess: (commentId) => {
      queryClient.setQueryData(getCommentsQueryOptions(storyId).queryKey, (comments: Comment[] = []) =>
        comments.filter((comment) => comment._id !== commentId),
      );
    },
  });
}

import { postComment, type Comment } from '@storybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { getCommentsQueryOptions } from './get-comments';

/** POST /api/user/comment: the new comment joins the end of the list. */
export function usePostComment(storyId: string, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (comment: string) => (await api(postComment, { body: { story_id: storyId, email, comment } })).comment,
    onSuccess: (comment) => {
      queryClient.setQueryData(getCommentsQueryOptions(storyId).queryKey, (comments: Comment[] = []) => [...comments, comment]);
    },
  });
}

import { postLike, type StoryDetail } from '@storybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../../../lib/api-client';
import { getStoryQueryOptions } from '../../../../lib/get-story';
import { checkLikeQueryOptions } from './check-like';

const LIKE_FAILED_MESSAGE = 'Your like could not be saved. Please try again.';

/**
 * POST /api/user/postLike, a toggle (SPEC §4): the button flips and the count moves by one at once;
 * a failure puts both back. The server's answer settles the count once no other toggle is on its way.
 */
export function useToggleLike(storyId: string, email: string) {
  const queryClient = useQueryClient();
  const likeKey = checkLikeQueryOptions(storyId, email).queryKey;
  const storyKey = getStoryQueryOptions(storyId).queryKey;
  const mutationKey = ['postLike', storyId];

  const setLikes = (update: (likes: number) => number) =>
    queryClient.setQueryData(storyKey, (story: StoryDetail | undefined) =>
      story ? { ...story, likes: Math.max(0, update(story.likes)) } : story,
    );

  return useMutation({
    mutationKey,
    mutationFn: () => api(postLike, { body: { story_id: storyId, email } }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: likeKey });
      const wasLiked = queryClient.getQueryData(likeKey) ?? false;
      queryClient.setQueryData(likeKey, !wasLiked);
      setLikes((likes) => likes + (wasLiked ? -1 : 1));
      return { wasLiked };
    },
    onError: (_error, _input, context) => {
      if (!context) return;
      queryClient.setQueryData(likeKey, context.wasLiked);
      setLikes((likes) => likes + (context.wasLiked ? 1 : -1));
      toast.error(LIKE_FAILED_MESSAGE);
    },
    onSuccess: ({ isLiked, likes }) => {
      // Only the last of several quick toggles speaks for the final state.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      queryClient.setQueryData(likeKey, isLiked);
      setLikes(() => likes);
    },
  });
}

import { addRating } from '@storybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../../../lib/api-client';
import { getStoryRatingQueryOptions } from './get-story-rating';
import { getUserRatingQueryOptions } from './get-user-rating';

const RATING_FAILED_MESSAGE = 'Your rating could not be saved. Please try again.';

/** POST /api/user/addRating: rate 1 to 5 (again replaces); the answer carries the new average. */
export function useAddRating(storyId: string, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => api(addRating, { body: { story_id: storyId, email, rating } }),
    onSuccess: ({ average, count, rating }) => {
      queryClient.setQueryData(getStoryRatingQueryOptions(storyId).queryKey, { average, count });
      queryClient.setQueryData(getUserRatingQueryOptions(storyId, email).queryKey, rating);
    },
    onError: () => toast.error(RATING_FAILED_MESSAGE),
  });
}

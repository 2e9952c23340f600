import { getComments, type Comment } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const getCommentsQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: ['comments', storyId],
    queryFn: async ({ signal }): Promise<Comment[]> =>
      (await api(getComments, { query: { story_id: storyId } }, { signal })).comments,
  });

/** GET /api/user/comments: the story's comments, oldest first. */
export function useComments(storyId: string) {
  return useQuery(getCommentsQueryOptions(storyId));
}

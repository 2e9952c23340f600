import { getStories, type StoryListItem } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getStoriesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['stories', 'mine', email],
    queryFn: async ({ signal }): Promise<StoryListItem[]> => (await api(getStories, { query: { email } }, { signal })).stories,
  });

/** GET /api/user/getStories: the signed-in user's own stories, every status. */
export function useMyStories(email: string | null) {
  return useQuery({ ...getStoriesQueryOptions(email ?? ''), enabled: Boolean(email) });
}

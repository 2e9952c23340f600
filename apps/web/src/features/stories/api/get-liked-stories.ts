import { getLikedStories, type StoryListItem } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getLikedStoriesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['stories', 'liked', email],
    queryFn: async ({ signal }): Promise<StoryListItem[]> =>
      (await api(getLikedStories, { query: { email } }, { signal })).stories,
  });

/** GET /api/user/getLikedStories: stories the signed-in reader liked and may still read. */
export function useLikedStories(email: string | null) {
  return useQuery({ ...getLikedStoriesQueryOptions(email ?? ''), enabled: Boolean(email) });
}

import { getStoryPublic, HOME_VARIANT_PAGE_SIZE, type StoryFeedPage } from '@storybook/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getStoryPublicPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['stories', 'public-page', page],
    queryFn: ({ signal }): Promise<StoryFeedPage> =>
      api(getStoryPublic, { query: { page, limit: HOME_VARIANT_PAGE_SIZE } }, { signal }),
  });

/** GET /api/user/getStoryPublic by page number, 10 a page (SPEC §9, the tabbed home variant). */
export function useStoryPublicPage(page: number) {
  // The page shown stays while the next one loads, so the pagination does not jump.
  return useQuery({ ...getStoryPublicPageQueryOptions(page), placeholderData: keepPreviousData });
}

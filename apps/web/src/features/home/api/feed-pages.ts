import type { StoryFeedPage } from '@storybook/contract';

/** SPEC's page number, and the server's cursor of the page before (pages by key, not by offset). */
export interface FeedPageParam {
  page: number;
  after?: string;
}

export const FIRST_PAGE: FeedPageParam = { page: 1 };

/**
 * SPEC §4: pages load one at a time until an empty page comes back. The server also says when the
 * page it sent is the last (`next` null): the page after it would be empty, so it is not asked for.
 */
export function nextPageParam(last: StoryFeedPage, _all: StoryFeedPage[], lastParam: FeedPageParam): FeedPageParam | undefined {
  if (last.stories.length === 0 || last.next === null) return undefined;
  return { page: lastParam.page + 1, after: last.next };
}

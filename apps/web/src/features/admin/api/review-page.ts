import type { AdminStory } from '@storybook/contract';

/** One page of an admin story list, whichever list it is. */
export interface ReviewPage {
  stories: AdminStory[];
  page: number;
  limit: number;
  total: number;
}

/** Every admin query starts with this key, so a decision refreshes all lists and counts. */
export const adminQueryKey = ['admin'] as const;

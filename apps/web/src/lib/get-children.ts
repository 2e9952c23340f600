import { getChildren, type Child } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useLoggedError } from './log-failure';

/**
 * A child as the page shows it (SPEC §3). `isCartoonifying` is client-only: set while its cartoon
 * avatars are being made. A child added optimistically has an `_id` starting `temp-`.
 */
export type ChildEntry = Child & { isCartoonifying?: boolean };

/**
 * One query for the children of the profile and of the creation page: a child added on the profile
 * is already in /create's list when the profile returns there.
 */
export const getChildrenQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['children', email],
    queryFn: async ({ signal }): Promise<ChildEntry[]> => (await api(getChildren, { query: { email } }, { signal })).children,
  });

/** The signed-in user's children (GET /api/user/children); SPEC §8: a failure is only logged. */
export function useChildren(email: string) {
  const query = useQuery(getChildrenQueryOptions(email));
  useLoggedError('Children fetch', query.error);
  return query;
}

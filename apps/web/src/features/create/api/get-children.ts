import { getChildren, type Child } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';

/**
 * The signed-in user's children and their avatars (GET /api/user/children). Same key as the
 * profile's list, so a child added there is already here when the profile returns to /create.
 */
const getChildrenQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['children', email],
    queryFn: async ({ signal }): Promise<Child[]> => (await api(getChildren, { query: { email } }, { signal })).children,
  });

export function useChildren(email: string) {
  const query = useQuery(getChildrenQueryOptions(email));
  // SPEC §8: a children fetch failure is only logged.
  useEffect(() => {
    if (query.error) console.error('Children fetch failed', query.error);
  }, [query.error]);
  return query;
}

import { getUser } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLoggedError } from '../../../lib/log-failure';

export const getUserQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['user', email],
    queryFn: async ({ signal }) => (await api(getUser, { query: { email } }, { signal })).user,
  });

/** The signed-in user's profile (GET /api/user/user). */
export function useUser(email: string) {
  const query = useQuery(getUserQueryOptions(email));
  useLoggedError('Profile fetch', query.error);
  return query;
}

import { getAuthProvider } from '@storybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Which identity provider the one sign-in button uses; it changes only with the server's configuration. */
const getAuthProviderQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'provider'],
    queryFn: ({ signal }) => api(getAuthProvider, undefined, { signal }),
    staleTime: Infinity,
  });

export function useAuthProvider() {
  return useQuery(getAuthProviderQueryOptions());
}

import { updateUser } from '@storybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getUserQueryOptions } from './get-user';
import { logFailure } from '../../../lib/log-failure';

/** The profile fields SPEC §5 lets a user edit; name and email are not among them. */
export interface ProfileChanges {
  dateOfBirth: string | null;
  location: string | null;
}

/** POST /api/user/user/update; the answer becomes the cached profile. */
export function useUpdateUser(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => api(updateUser, { body: { email, ...changes } }),
    onSuccess: ({ user }) => queryClient.setQueryData(getUserQueryOptions(email).queryKey, user),
    onError: (error) => logFailure('Profile update', error),
  });
}

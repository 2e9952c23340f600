import { cartoonify } from '@storybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getChildrenQueryOptions, type ChildEntry } from '../../../lib/get-children';
import { logFailure } from '../../../lib/log-failure';

/** POST /api/user/cartoonify: the child's avatars, as the child's `cartoonImage`/`cartoonImageId` lists. */
export async function cartoonifyChildRequest(
  email: string,
  childId: string,
): Promise<Pick<ChildEntry, 'cartoonImage' | 'cartoonImageId'>> {
  const { cartoonImages, cartoonImageId } = await api(cartoonify, { body: { email, childId } });
  return { cartoonImage: cartoonImages, cartoonImageId };
}

/** Makes avatars for a child already saved, showing it as being cartoonified meanwhile. */
export function useCartoonifyChild(email: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getChildrenQueryOptions(email);
  const patch = (childId: string, change: Partial<ChildEntry>) =>
    queryClient.setQueryData(queryKey, (children: ChildEntry[] = []) =>
      children.map((child) => (child._id === childId ? { ...child, ...change } : child)),
    );
  return useMutation({
    mutationFn: (childId: string) => cartoonifyChildRequest(email, childId),
    onMutate: (childId) => patch(childId, { isCartoonifying: true }),
    onSuccess: (avatars, childId) => patch(childId, { ...avatars, isCartoonifying: false }),
    onError: (error, childId) => {
      patch(childId, { isCartoonifying: false });
      logFailure('Cartoonify', error);
    },
  });
}

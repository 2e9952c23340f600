import type { Child } from '@storybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartoonifyChildRequest } from './cartoonify-child';
import { createChildRequest } from './create-child';
import { deleteChildRequest } from './delete-child';
import { getChildrenQueryOptions, type ChildEntry } from '../../../lib/get-children';
import { reportAddChildFailure } from './report-add-child-failure';
import { uploadPicture } from './upload-picture';

export interface AddChildInput {
  name: string;
  dateOfBirth: string;
  picture: File;
}

/**
 * SPEC §4 add child: upload the photo, create the child, make its cartoon avatars. If the avatars
 * fail the new child is deleted again, so no half-made child is left; the photo stays uploaded and
 * the form keeps what the user entered, so trying again is one click.
 */
async function addChildSteps(email: string, input: AddChildInput): Promise<Child> {
  const profilePicture = await uploadPicture(input.picture);
  const child = await createChildRequest(email, { name: input.name, dateOfBirth: input.dateOfBirth, profilePicture });
  try {
    return { ...child, ...(await cartoonifyChildRequest(email, child._id)) };
  } catch (error) {
    await deleteChildRequest(email, child._id).catch(() => undefined);
    throw error;
  }
}

/** The `_id` of a child shown before the server has it (ChildEntry). */
const TEMP_ID_PREFIX = 'temp-';
let tempCounter = 0;
/** `crypto.randomUUID` needs a secure context, which a self-hosted http address is not. */
function tempId(): string {
  tempCounter += 1;
  return `${TEMP_ID_PREFIX}${Date.now().toString(36)}-${tempCounter}`;
}

/**
 * The add-child mutation (SPEC §4, §8): the child shows at once as a temporary entry being
 * cartoonified; on success the server's child replaces it, on failure it is removed and the
 * failure reported.
 */
export function useAddChild(email: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getChildrenQueryOptions(email);
  const setChildren = (update: (children: ChildEntry[]) => ChildEntry[]) =>
    queryClient.setQueryData(queryKey, (children: ChildEntry[] = []) => update(children));

  return useMutation({
    mutationFn: (input: AddChildInput) => addChildSteps(email, input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const previewUrl = URL.createObjectURL(input.picture);
      const temporary: ChildEntry = {
        _id: tempId(),
        name: input.name,
        dateOfBirth: input.dateOfBirth,
        profilePicture: previewUrl,
        cartoonImage: [],
        cartoonImageId: [],
        isCartoonifying: true,
      };
      setChildren((children) => [...children, temporary]);
      return { tempId: temporary._id, previewUrl };
    },
    onSuccess: (child, _input, context) => {
      setChildren((children) =>
        children.some((entry) => entry._id === context.tempId)
          ? children.map((entry) => (entry._id === context.tempId ? child : entry))
          : [...children, child],
      );
    },
    onError: (error, _input, context) => {
      if (context) setChildren((children) => children.filter((entry) => entry._id !== context.tempId));
      reportAddChildFailure(error);
    },
    onSettled: (_child, _error, _input, context) => {
      if (context) URL.revokeObjectURL(context.previewUrl);
    },
  });
}

import { saveStory, type SaveStoryBody } from '@storybook/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/user/save: a story to keep, or (status 'rejected') a discarded one. */
async function saveStoryRequest(body: SaveStoryBody): Promise<string> {
  return (await api(saveStory, { body })).id;
}

export function useSaveStory() {
  return useMutation({ mutationFn: saveStoryRequest });
}

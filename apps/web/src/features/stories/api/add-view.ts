import { addView, type StoryDetail } from '@storybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { getStoryQueryOptions } from '../../../lib/get-story';

/**
 * POST /api/user/addView once per opened story (the server counts a reader's repeated views in an
 * hour once), then shows the new count. A failure costs one view, never the page.
 */
export function useAddView(storyId: string, loaded: boolean) {
  const queryClient = useQueryClient();
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (!loaded || counted.current === storyId) return;
    counted.current = storyId;
    api(addView, { body: { story_id: storyId } })
      .then(({ views }) => {
        queryClient.setQueryData(getStoryQueryOptions(storyId).queryKey, (story: StoryDetail | undefined) =>
          story ? { ...story, views } : story,
        );
      })
      .catch(() => undefined);
  }, [storyId, loaded, queryClient]);
}

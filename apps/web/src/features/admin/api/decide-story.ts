import { approveStory, rejectStory, type ModerationResponse } from '@storybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './review-page';

export type Decision = 'approve' | 'reject';

/** POST /api/user/approve-story or /api/user/reject-story for one story (reject also deletes a public one). */
function decideStoryRequest(decision: Decision, storyId: string): Promise<ModerationResponse> {
  return api(decision === 'approve' ? approveStory : rejectStory, { body: { storyId } });
}

export interface DecisionResult {
  decided: string[];
  failed: { storyId: string; error: unknown }[];
}

/**
 * Decides one or many stories (bulk approve or delete): each is its own call, so one that another
 * admin already decided (409) does not stop the rest. Every admin list is refreshed afterwards.
 */
export function useDecideStories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ decision, storyIds }: { decision: Decision; storyIds: string[] }): Promise<DecisionResult> => {
      const results = await Promise.allSettled(storyIds.map((storyId) => decideStoryRequest(decision, storyId)));
      const result: DecisionResult = { decided: [], failed: [] };
      results.forEach((outcome, index) => {
        const storyId = storyIds[index]!;
        if (outcome.status === 'fulfilled') result.decided.push(storyId);
        else result.failed.push({ storyId, error: outcome.reason });
      });
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

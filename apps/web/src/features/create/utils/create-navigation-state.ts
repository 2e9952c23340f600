import { childSchema, type Child } from '@storybook/contract';
import { z } from 'zod';

/**
 * What other pages hand to /create in navigation state: the reference images chosen on
 * /create-options (data URLs), or the child just added on the profile page (SPEC §2).
 */
const createNavigationStateSchema = z.object({
  referenceImages: z.array(z.string()).optional().catch(undefined),
  newChild: childSchema.optional().catch(undefined),
});

export interface CreateNavigationState {
  referenceImages?: string[] | undefined;
  newChild?: Child | undefined;
}

export function readCreateNavigationState(state: unknown): CreateNavigationState {
  const parsed = createNavigationStateSchema.safeParse(state);
  return parsed.success ? parsed.data : {};
}

import { z } from 'zod';

/**
 * What another page may pass when it opens /Profile (SPEC §2): a section to scroll to and
 * highlight, whether to open the add-child form, and where to return after adding a child.
 */
const profileNavigationStateSchema = z.object({
  scrollTo: z.string().min(1).optional().catch(undefined),
  openChildForm: z.boolean().optional().catch(undefined),
  returnTo: z.string().optional().catch(undefined),
});
export type ProfileNavigationState = z.infer<typeof profileNavigationStateSchema>;

/** SPEC §2: after adding a child in a story flow, return to /create unless told otherwise. */
const DEFAULT_RETURN_TO = '/create';

export function readProfileNavigationState(state: unknown): ProfileNavigationState {
  const parsed = profileNavigationStateSchema.safeParse(state);
  return parsed.success ? parsed.data : {};
}

/** Only paths of this app, so navigation state can never send the user to another site. */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/**
 * Where to go once a child is added, or null to stay. A story flow is one that named a `returnTo`
 * or asked for the child form to be opened; an unusable `returnTo` falls back to /create.
 */
export function returnPathAfterAddingChild(state: ProfileNavigationState): string | null {
  if (state.returnTo !== undefined) return isLocalPath(state.returnTo) ? state.returnTo : DEFAULT_RETURN_TO;
  return state.openChildForm ? DEFAULT_RETURN_TO : null;
}

import type { StoryStatus } from '@storybook/contract';
import type { AuthUser } from '../../platform/http/auth-user.js';

/**
 * DESIGN.md, Security — who sees what: public stories everyone; pending ones their owner and
 * admins; private and rejected ones only their owner. Everyone else is told the story does not
 * exist (404), wherever it would show.
 */
export function canSeeStory(story: { userId: string; status: StoryStatus }, viewer: AuthUser | null): boolean {
  if (story.status === 'public') return true;
  if (!viewer) return false;
  if (story.userId === viewer.id) return true;
  return story.status === 'pending' && viewer.isAdmin;
}

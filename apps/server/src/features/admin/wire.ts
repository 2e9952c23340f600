import type { AdminStory, ModerationDecision } from '@storybook/contract';
import { toStory, type StoryLineRow, type StoryWithAuthor } from '../stories/index.js';
import type { DecisionRow } from './queries.js';

export function toDecision(decision: DecisionRow, adminName: string | null): ModerationDecision {
  return {
    action: decision.action,
    previousStatus: decision.previousStatus,
    status: decision.status,
    admin: adminName === null ? null : { name: adminName },
    createdAt: decision.createdAt.toISOString(),
  };
}

/** A story as the admin reviews it: what readers will see, the flags, and every decision so far. */
export function toAdminStory(listed: StoryWithAuthor, lines: StoryLineRow[], decisions: ModerationDecision[]): AdminStory {
  return { ...toStory(listed, lines), flags: listed.story.moderationFlags, decisions };
}

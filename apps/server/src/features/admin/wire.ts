import type { AdminStory, ModerationDecision } from '@storybook/contract';
import type { DecisionRow, ListedStory, StoryLineRow } from './queries.js';

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
export function toAdminStory({ story, author }: ListedStory, lines: StoryLineRow[], decisions: ModerationDecision[]): AdminStory {
  return {
    _id: story.id,
    title: story.title,
    content: story.content,
    storyList: lines.map((line) => ({ line: line.line, image: line.image })),
    tag: story.tag,
    thumbnail: story.thumbnail,
    status: story.status,
    views: story.views,
    likes: story.likes,
    user: { name: author.name },
    authorAvatar: author.avatarUrl,
    // Pending stories have no publishing date yet: the date they were saved stands in.
    publishingDate: (story.publishingDate ?? story.createdAt).toISOString(),
    createdAt: story.createdAt.toISOString(),
    flags: story.moderationFlags,
    decisions,
  };
}

import type { StoryDetail } from '@storybook/contract';
import type { StoryLineRow, StoryWithAuthor } from './queries.js';

/** A stored story as readers get it (SPEC §3 "Story (detail)"); never its prompt or owner's email. */
export function toStoryDetail({ story, author }: StoryWithAuthor, lines: StoryLineRow[]): StoryDetail {
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
    // Not public yet (or never): the date it was saved stands in.
    publishingDate: (story.publishingDate ?? story.createdAt).toISOString(),
    createdAt: story.createdAt.toISOString(),
  };
}

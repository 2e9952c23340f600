import { LIST_EXCERPT_LENGTH, type Story, type StoryDetail, type StoryListItem } from '@storybook/contract';
import type { StoryListRow } from './list-queries.js';
import type { StoryLineRow, StoryWithAuthor } from './queries.js';

/** A stored story as it goes on the wire; never its prompt or owner's email. */
export function toStory({ story, author }: StoryWithAuthor, lines: StoryLineRow[]): Story {
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

/** A story as a reader opens it (SPEC §3 "Story (detail)"): the story, and whether they own it. */
export function toStoryDetail(found: StoryWithAuthor, lines: StoryLineRow[], isOwner: boolean): StoryDetail {
  return { ...toStory(found, lines), isOwner };
}

/** A story in a list (SPEC §3 "Story (list item)"). */
export function toStoryListItem(row: StoryListRow): StoryListItem {
  return {
    _id: row.id,
    title: row.title,
    content: excerpt(row.content),
    tag: row.tag,
    thumbnail: row.thumbnail,
    status: row.status,
    views: row.views,
    likes: row.likes,
    user: { name: row.authorName },
    authorAvatar: row.authorAvatar,
    publishingDate: (row.publishingDate ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** At most LIST_EXCERPT_LENGTH characters of the text, cut at a word, with '…' when shortened. */
function excerpt(text: string): string {
  if (text.length <= LIST_EXCERPT_LENGTH) return text;
  const cut = text.slice(0, LIST_EXCERPT_LENGTH - 1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > LIST_EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

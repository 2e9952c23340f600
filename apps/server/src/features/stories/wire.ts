import { LIST_EXCERPT_LENGTH, type Story, type StoryDetail, type StoryListItem } from '@storybook/contract';
import type { StoryListRow } from './list-queries.js';
import type { StoryLineRow, StoryWithAuthor } from './queries.js';

/**
 * The one mapping of a stored story to the wire, as a list shows it and with `content` as given
 * (whole when opened, an excerpt in lists); never its prompt or owner's email.
 */
function toWire(row: Omit<StoryListRow, 'content'>, content: string): StoryListItem {
  return {
    _id: row.id,
    title: row.title,
    content,
    tag: row.tag,
    thumbnail: row.thumbnail,
    status: row.status,
    views: row.views,
    likes: row.likes,
    user: { name: row.authorName },
    authorAvatar: row.authorAvatar,
    // Not public yet (or never): the date it was saved stands in.
    publishingDate: (row.publishingDate ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A stored story as it goes on the wire, whole, with its lines. */
export function toStory({ story, author }: StoryWithAuthor, lines: StoryLineRow[]): Story {
  return {
    ...toWire({ ...story, authorName: author.name, authorAvatar: author.avatarUrl }, story.content),
    storyList: lines.map((line) => ({ line: line.line, image: line.image })),
  };
}

/** A story as a reader opens it (SPEC §3 "Story (detail)"): the story, and whether they own it. */
export function toStoryDetail(found: StoryWithAuthor, lines: StoryLineRow[], isOwner: boolean): StoryDetail {
  return { ...toStory(found, lines), isOwner };
}

/** A story in a list (SPEC §3 "Story (list item)"): an excerpt of its text, no lines. */
export function toStoryListItem(row: StoryListRow): StoryListItem {
  return toWire(row, excerpt(row.content));
}

/** At most LIST_EXCERPT_LENGTH characters of the text, cut at a word, with '…' when shortened. */
function excerpt(text: string): string {
  if (text.length <= LIST_EXCERPT_LENGTH) return text;
  const cut = text.slice(0, LIST_EXCERPT_LENGTH - 1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > LIST_EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

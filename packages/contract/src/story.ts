import { z } from 'zod';
import { countSchema, cursorSchema, idSchema, isoDateTimeSchema, mediaUrlSchema, nonBlank } from './fields.js';
import { MAX_TAGS, TAG_MAX_LENGTH } from './limits.js';

/** SPEC §4: `pending` waits for an admin; `rejected` is a discarded or refused story. */
export const storyStatusSchema = z.enum(['public', 'private', 'pending', 'rejected']);
export type StoryStatus = z.infer<typeof storyStatusSchema>;
export const storyStatuses = storyStatusSchema.options;

/** What a save may ask for: a visibility, or `rejected` on discard. Only the server sets `pending`. */
export const saveStatusSchema = storyStatusSchema.exclude(['pending']);
export type SaveStatus = z.infer<typeof saveStatusSchema>;

/** SPEC §1: the image-style options of the creation state. */
export const imageStyleSchema = z.enum(['ghibli', 'pixar', 'disney', 'anime']);
export type ImageStyle = z.infer<typeof imageStyleSchema>;
export const imageStyleLabels: Record<ImageStyle, string> = {
  ghibli: 'Ghibli Style',
  pixar: 'Pixar Style',
  disney: 'Disney Style',
  anime: 'Anime Style',
};

/** One tag without its `#`. */
export const tagSchema = nonBlank(TAG_MAX_LENGTH);
export const tagListSchema = z.array(tagSchema).max(MAX_TAGS);

/** One entry of a story's storyList as read: a line of text and its picture, if any. */
export const storyLineSchema = z.object({
  line: z.string(),
  image: mediaUrlSchema.nullable(),
});
export type StoryLine = z.infer<typeof storyLineSchema>;

/** SPEC §2: the name shown for an author whose account is gone. */
export const UNKNOWN_AUTHOR = 'Unknown';

/** SPEC §2 views and likes counts as a reader reads them: '1 view', '3 likes'. */
export const countLabel = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The author as readers see it; null when the account is gone (then shown as UNKNOWN_AUTHOR). */
export const storyAuthorSchema = z.object({ name: z.string() }).nullable();

/** A stored story as it goes on the wire (never its prompt or its owner's email). */
export const storySchema = z.object({
  _id: idSchema,
  title: z.string(),
  /** The whole text: paragraphs joined by a blank line (first version: lines joined by newlines). */
  content: z.string(),
  storyList: z.array(storyLineSchema),
  tag: z.array(z.string()),
  thumbnail: mediaUrlSchema.nullable(),
  status: storyStatusSchema,
  views: countSchema,
  likes: countSchema,
  user: storyAuthorSchema,
  authorAvatar: mediaUrlSchema.nullable(),
  /** When it became public (approval time if it waited), else when it was saved. */
  publishingDate: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
});
export type Story = z.infer<typeof storySchema>;

/**
 * A story in a list (SPEC §3 "Story (list item)"): everything but the lines; the reader's lists
 * send `content` as an excerpt of at most LIST_EXCERPT_LENGTH characters (the card's text).
 */
export const storyListItemSchema = storySchema.omit({ storyList: true });
export type StoryListItem = z.infer<typeof storyListItemSchema>;

/**
 * A story opened for reading (SPEC §3 "Story (detail)"): the whole story, and whether the reader
 * is its owner (who is offered 'Make a quiz' and sees its status; the owner's email never travels).
 */
export const storyDetailSchema = storySchema.extend({ isOwner: z.boolean() });
export type StoryDetail = z.infer<typeof storyDetailSchema>;

export const storyListSchema = z.object({ stories: z.array(storyListItemSchema) });
export type StoryList = z.infer<typeof storyListSchema>;

/** One page of stories; an empty `stories` is the last page (SPEC §4). */
export const storyPageSchema = z.object({
  stories: z.array(storyListItemSchema),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: countSchema,
});
export type StoryPage = z.infer<typeof storyPageSchema>;

/**
 * One page of the home feed or of a search: a story page plus `next`, the cursor to send back as
 * `after` for the following page; null when nothing follows (this page is the last).
 */
export const storyFeedPageSchema = storyPageSchema.extend({ next: cursorSchema.nullable() });
export type StoryFeedPage = z.infer<typeof storyFeedPageSchema>;

import type { SaveStoryBody, StoryStatus } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { validationError } from '../../platform/http/errors.js';
import type { MediaStore } from '../../platform/media-storage/store.js';
import { requireFriendly, type ModeratedField } from '../moderation/index.js';
import { insertStory } from './queries.js';
import { cleanTitle } from './written-story.js';

export interface SaveDeps {
  db: Db;
  media: MediaStore;
  /** config.moderation: public stories wait for an admin. */
  moderation: boolean;
}

/** The title of a story discarded before it had one. */
export const UNTITLED = 'Untitled story';

/**
 * POST /user/save (SPEC §3, §4): stores the lines that have text, in order, with their pictures.
 * Every picture must be one our media store handed out. A chosen `public` waits as `pending` for
 * an admin while moderation is on; a discard (`rejected`) is stored as it comes, even untitled and empty.
 */
export async function saveStory(deps: SaveDeps, userId: string, body: SaveStoryBody): Promise<{ id: string }> {
  const lines = body.storyList
    .map((entry, index) => ({ line: entry.line, image: entry.image ?? null, field: `storyList.${index}` }))
    .filter((entry) => entry.line);
  const discard = body.status === 'rejected';
  // A discard is never shown to anyone but its owner, so it is not held to the word list.
  if (!discard) requireFriendly(moderatedFields(body, lines));

  await requireOurMedia(deps.media, [
    ...lines.flatMap((entry) => (entry.image ? [{ field: `${entry.field}.image`, url: entry.image }] : [])),
    ...(body.thumbnail ? [{ field: 'thumbnail', url: body.thumbnail }] : []),
    ...(body.images ?? []).map((url, index) => ({ field: `images.${index}`, url })),
  ]);

  const status: StoryStatus = body.status === 'public' && deps.moderation ? 'pending' : body.status;
  const id = await insertStory(
    deps.db,
    {
      userId,
      title: cleanTitle(body.title) || UNTITLED,
      content: body.content || lines.map((entry) => entry.line).join('\n\n'),
      prompt: body.prompt,
      tag: [...new Set(body.tag)],
      // SPEC §3: the chosen image, else the first saved paragraph's (the first with a picture).
      thumbnail: body.thumbnail ?? lines.find((entry) => entry.image)?.image ?? body.images?.[0] ?? null,
      status,
      publishingDate: status === 'public' ? new Date() : null,
    },
    lines.map(({ line, image }) => ({ line, image })),
  );
  return { id };
}

function moderatedFields(body: SaveStoryBody, lines: { line: string; field: string }[]): ModeratedField[] {
  return [
    { field: 'title', text: body.title, subject: 'the title' },
    ...lines.map((entry) => ({ field: `${entry.field}.line`, text: entry.line, subject: 'this paragraph' })),
    { field: 'content', text: body.content, subject: 'the story' },
    { field: 'prompt', text: body.prompt, subject: 'your idea' },
    ...body.tag.map((tag, index) => ({ field: `tag.${index}`, text: tag, subject: 'this tag' })),
  ];
}

/**
 * A story never points at an arbitrary external address: each URL must be media our store handed
 * out and still holds. Each distinct URL is looked up once; the first failing field is named.
 */
async function requireOurMedia(media: MediaStore, images: { field: string; url: string }[]): Promise<void> {
  const urls = [...new Set(images.map((image) => image.url))];
  const found = new Map(await Promise.all(urls.map(async (url) => [url, await media.has(url)] as const)));
  const foreign = images.find((image) => !found.get(image.url));
  if (foreign) throw validationError(foreign.field, 'must be a picture made or uploaded here');
}

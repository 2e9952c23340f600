import type { SaveStoryBody, StoryStatus } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { validationError } from '../../platform/http/errors.js';
import type { MediaStore } from '../../platform/media-storage/store.js';
import { screenFields, type ModeratedField, type ReviewFlag } from '../moderation/index.js';
import { insertStory } from './queries.js';
import { cleanTitle } from './written-story.js';

export interface SaveDeps {
  db: Db;
  media: MediaStore;
  /** config.moderation: public stories wait for an admin. */
  moderation: boolean;
}

/** The title of a story discarded before it had one. */
const UNTITLED = 'Untitled story';

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
  // A discard is never shown to anyone but its owner, so it is not held to the word list. Blocked
  // words are refused; review words go with the story to the admin's queue as flags.
  const flags = discard ? [] : reviewFlags(screenFields(moderatedFields(body, lines)));

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
      moderationFlags: flags,
    },
    lines.map(({ line, image }) => ({ line, image })),
  );
  return { id };
}

function moderatedFields(body: SaveStoryBody, lines: { line: string; field: string }[]): ModeratedField[] {
  return [
    { field: 'title', text: body.title, subject: 'the title', label: 'Title' },
    ...lines.map((entry, index) => ({
      field: `${entry.field}.line`,
      text: entry.line,
      subject: `paragraph ${index + 1}`,
      label: `Paragraph ${index + 1}`,
    })),
    { field: 'content', text: body.content, subject: 'the story', label: 'Story text' },
    { field: 'prompt', text: body.prompt, subject: 'your idea', label: 'Idea' },
    ...body.tag.map((tag, index) => ({ field: `tag.${index}`, text: tag, subject: `the tag #${tag}`, label: `Tag #${tag}` })),
  ];
}

/**
 * The flags an admin needs: what readers will see. The idea is never shown to them, and the whole
 * text repeats the paragraphs, so it only adds words the paragraphs do not hold.
 */
function reviewFlags(flags: ReviewFlag[]): ReviewFlag[] {
  const inLines = new Set(flags.filter((flag) => flag.field.startsWith('storyList.')).map((flag) => flag.word.toLowerCase()));
  return flags.filter((flag) => flag.field !== 'prompt' && !(flag.field === 'content' && inLines.has(flag.word.toLowerCase())));
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

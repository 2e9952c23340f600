import { PARAGRAPHS_PER_STORY, type GenerateStoryBody, type GenerateStoryResponse } from '@storybook/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Illustrator, StoryWriter } from '../../ai/types.js';
import type { Db } from '../../platform/db/client.js';
import { isStoredId } from '../../platform/db/ids.js';
import { notFound } from '../../platform/http/errors.js';
import type { MediaStore } from '../../platform/media-storage/store.js';
import { requireFriendly } from '../moderation/index.js';
import { callAi } from '../../ai/call-ai.js';
import { findChild } from '../profile/index.js';
import { storeIllustration } from './illustrations.js';
import { decodeReferenceImages } from './reference-images.js';
import { randomSeed, seedAt } from './seed.js';
import { firstVersionLines, hashTags, spacedTags, tidyStory } from './written-story.js';

export interface GenerationDeps {
  storyWriter: StoryWriter;
  illustrator: Illustrator;
  media: MediaStore;
  log: FastifyBaseLogger;
  db: Db;
}

const WRITE = 'write your story';

/**
 * POST /user/generateStory (SPEC §7). The current version answers six paragraphs and '#'-joined
 * tags; the first version (told apart by the absence of `numParagraphs`) also draws `n` pictures
 * from the idea and answers space-separated tags and every-second-line content. A chosen child
 * (current version) is the hero, looked up among the caller's own children.
 */
export async function generateStory(
  deps: GenerationDeps,
  userId: string,
  body: GenerateStoryBody,
): Promise<GenerateStoryResponse> {
  requireFriendly([{ field: 'prompt', text: body.prompt, subject: 'your idea' }]);
  const seed = randomSeed();

  if (body.numParagraphs !== undefined) {
    const heroName = body.childId === undefined ? undefined : await childName(deps.db, userId, body.childId);
    const referenceImages = await decodeReferenceImages(body.selectedImages);
    const story = await callAi(deps.log, WRITE, async () =>
      tidyStory(
        await deps.storyWriter.write({
          prompt: body.prompt,
          referenceImages,
          paragraphs: PARAGRAPHS_PER_STORY,
          seed,
          ...(heroName && { heroName }),
        }),
        PARAGRAPHS_PER_STORY,
      ),
    );
    return { content: story.paragraphs, title: story.title, tag: hashTags(story.tags) };
  }

  // Every picture gets a line of its own, so the story has at least n paragraphs.
  const paragraphs = Math.max(body.n, PARAGRAPHS_PER_STORY);
  const story = await callAi(deps.log, WRITE, async () =>
    tidyStory(await deps.storyWriter.write({ prompt: body.prompt, referenceImages: [], paragraphs, seed }), paragraphs),
  );
  const images = await Promise.all(
    Array.from({ length: body.n }, (_, index) =>
      storeIllustration(deps, {
        // A shorter story than asked for still gets its n pictures, all from the idea.
        paragraph: story.paragraphs[index] ?? story.paragraphs.at(-1)!,
        visualPrompt: body.prompt,
        seed: seedAt(seed, index + 1),
      }),
    ),
  );
  return {
    title: story.title,
    tag: spacedTags(story.tags),
    content: firstVersionLines(story.paragraphs),
    images: images.map((image) => image.url),
  };
}

/** The name of one of the caller's children; another user's child (or none) is not found. */
async function childName(db: Db, userId: string, childId: string): Promise<string> {
  const child = isStoredId(childId) ? await findChild(db, userId, childId) : undefined;
  if (!child) throw notFound('Child not found');
  return child.name;
}

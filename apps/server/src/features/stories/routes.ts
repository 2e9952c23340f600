import {
  cartoonImage,
  generateImage,
  generateStory as generateStoryEndpoint,
  getLikedStories,
  getStories,
  getStory,
  getStoryPublic,
  MAX_REFERENCE_IMAGE_BYTES,
  MAX_REFERENCE_IMAGES,
  saveStory as saveStoryEndpoint,
  searchStories as searchStoriesEndpoint,
} from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../platform/http/access.js';
import { route } from '../../platform/http/route.js';
import { generateStory } from './generation.js';
import { createCachedFeed } from './feed.js';
import { readLikedStories } from './liked-stories.js';
import { readOwnStories } from './own-stories.js';
import { drawFromPrompt, drawWithAvatar } from './pictures.js';
import { readStory } from './read.js';
import { saveStory } from './save.js';
import { createCachedSearch } from './search.js';
import { createStyleRefCodec } from './style-ref.js';

/** Reference images travel as base64 (4 characters per 3 bytes), plus a megabyte for the rest. */
const GENERATE_STORY_BODY_LIMIT = Math.ceil((MAX_REFERENCE_IMAGES * MAX_REFERENCE_IMAGE_BYTES * 4) / 3) + 1024 * 1024;

/** Story generation, pictures, saving, reading, listings and search (SPEC §7). */
export async function storiesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const styleRefs = createStyleRefCodec(app.signingKey);
  const aiDeps = (request: { log: FastifyInstance['log'] }) => ({
    storyWriter: app.ai.storyWriter,
    illustrator: app.ai.illustrator,
    media: app.media,
    log: request.log,
  });

  // The generation calls draw on the per-user AI budget (shared with cartoonify).
  await app.register(async (scope) => {
    scope.addHook('preHandler', app.aiRateLimit);

    route(
      scope,
      generateStoryEndpoint,
      async ({ body, request }) => generateStory({ ...aiDeps(request), db }, currentUser(request).id, body),
      {
        bodyLimit: GENERATE_STORY_BODY_LIMIT,
      },
    );

    route(scope, cartoonImage, async ({ body, request }) =>
      drawWithAvatar({ ...aiDeps(request), db, styleRefs }, currentUser(request).id, {
        imageId: body.imageId,
        paragraph: body.paragraphs[0]!,
        ...(body.styleRefId && { styleRefId: body.styleRefId }),
        ...(body.style && { style: body.style }),
      }),
    );

    route(scope, generateImage, async ({ body, request }) =>
      drawFromPrompt(aiDeps(request), {
        visualPrompt: body.visualPrompt,
        paragraph: body.paragraphs[0]!,
        seed: body.seed,
        ...(body.style && { style: body.style }),
      }),
    );
  });

  route(app, saveStoryEndpoint, async ({ body, request }) =>
    saveStory({ db, media: app.media, moderation: app.config.moderation }, currentUser(request).id, body),
  );

  route(app, getStory, async ({ params, request }) => ({ story: await readStory(db, params.id, request.user) }));

  const feed = createCachedFeed(db);
  route(app, getStoryPublic, async ({ query }) => feed(query));
  const search = createCachedSearch(db);
  route(app, searchStoriesEndpoint, async ({ query }) => search(query));
  route(app, getStories, async ({ request }) => readOwnStories(db, currentUser(request)));
  route(app, getLikedStories, async ({ request }) => readLikedStories(db, currentUser(request)));
}

import { createHmac } from 'node:crypto';
import { VIEW_REPEAT_WINDOW_MS } from '@storybook/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { findVisibleStory } from '../stories/index.js';
import { countView, pruneViews } from './queries.js';

/** How often a server forgets views older than the window. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export interface ViewDeps {
  db: Db;
  /** The server's signing key: it keys the hash that stands for an anonymous reader. */
  signingKey: () => Promise<Uint8Array>;
}

/**
 * Who is viewing, for counting repeats: the account of a signed-in reader; for an anonymous one a
 * keyed hash of the address and the browser's user agent, so no address is ever stored and the
 * hash cannot be reversed without the server's key.
 */
async function viewerKey(request: FastifyRequest, signingKey: () => Promise<Uint8Array>): Promise<string> {
  if (request.user) return `u:${request.user.id}`;
  const hash = createHmac('sha256', await signingKey())
    .update(`view\n${request.ip}\n${request.headers['user-agent'] ?? ''}`)
    .digest('base64url');
  return `a:${hash}`;
}

/**
 * POST /user/addView: counts a reading of a story the viewer may see (404 otherwise). A reader's
 * repeated views within VIEW_REPEAT_WINDOW_MS count once. Answers the story's view count.
 */
export function createViewCounter(deps: ViewDeps) {
  let lastPrune = 0;
  return async (request: FastifyRequest, storyId: string): Promise<{ views: number }> => {
    const story = await findVisibleStory(deps.db, storyId, request.user);
    const views = await countView(deps.db, story.id, await viewerKey(request, deps.signingKey), VIEW_REPEAT_WINDOW_MS);
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneViews(deps.db, VIEW_REPEAT_WINDOW_MS);
    }
    return { views };
  };
}

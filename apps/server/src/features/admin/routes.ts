import { approveStory, getAdminPublicStories, getPendingStories, rejectStory } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../platform/http/access.js';
import { route } from '../../platform/http/route.js';
import { decide } from './decisions.js';
import { reviewList } from './review-lists.js';

/** SPEC §7 admin calls and the dashboard's public list; `access: 'admin'` answers 403 'Unauthorized' to others. */
export function adminRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  route(app, getPendingStories, async ({ query }) => {
    const { stories, ...page } = await reviewList(db, 'pending', query);
    return { pendingStories: stories, ...page };
  });

  route(app, getAdminPublicStories, async ({ query }) => reviewList(db, 'public', query));

  route(app, approveStory, async ({ body, request }) => decide(db, currentUser(request), body.storyId, 'approve'));

  route(app, rejectStory, async ({ body, request }) => decide(db, currentUser(request), body.storyId, 'reject'));
}

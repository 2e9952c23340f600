import {
  cartoonify,
  createChild,
  deleteChild,
  getChildren as getChildrenEndpoint,
  getUser,
  updateChild,
  updateUser,
} from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../platform/http/access.js';
import { route } from '../../platform/http/route.js';
import { cartoonifyChild } from './cartoonify.js';
import { addChild, editChild, getChildren, getProfile, removeChild, updateProfile } from './service.js';

/** The user's profile, children and cartoon avatars (SPEC §7). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  route(app, getUser, async ({ request }) => ({ user: await getProfile(db, currentUser(request)) }));

  route(app, updateUser, async ({ body, request }) => updateProfile(db, currentUser(request), body));

  route(app, getChildrenEndpoint, async ({ request }) => ({ children: await getChildren(db, currentUser(request).id) }));

  route(app, createChild, async ({ body, request }) => ({
    child: await addChild(db, app.media, currentUser(request).id, body),
  }));

  route(app, updateChild, async ({ body, request }) => ({ child: await editChild(db, currentUser(request).id, body) }));

  route(app, deleteChild, async ({ body, request }) => {
    await removeChild(db, currentUser(request).id, body._id);
    return { ok: true as const };
  });

  await app.register(async (scope) => {
    // Cartoon avatars are AI calls: they draw on the same per-user budget as story generation.
    scope.addHook('preHandler', app.aiRateLimit);
    route(scope, cartoonify, async ({ body, request }) =>
      cartoonifyChild(
        { db, media: app.media, cartoonist: app.ai.cartoonist, log: request.log },
        currentUser(request).id,
        body.childId,
      ),
    );
  });
}

import { getContactMessages, markContactMessageHandled, sendContactMessage } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../platform/http/access.js';
import { route } from '../../platform/http/route.js';
import { handleMessage, readInbox } from './inbox.js';
import { sendMessage } from './send-message.js';

/** The Contact form's message (anyone) and the admins' inbox. */
export function contactRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  route(app, sendContactMessage, async ({ body, request }) =>
    sendMessage({ db, signingKey: app.signingKey }, { userId: request.user?.id ?? null, ip: request.ip }, body),
  );

  route(app, getContactMessages, async ({ query }) => readInbox(db, query));

  route(app, markContactMessageHandled, async ({ body, request }) => handleMessage(db, currentUser(request), body.messageId));
}

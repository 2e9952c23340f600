import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../platform/http/errors.js';
import { findSessionUser, SESSION_COOKIE } from './sessions.js';

/** The token of an `Authorization: Bearer` header, or null. */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || null : null;
}

/** The session token a request carries: the bearer first, else the cookie. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  return bearerOf(request) ?? request.cookies[SESSION_COOKIE] ?? null;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Identifies every API request and refuses state-changing requests sent from another site's page,
 * so a session cookie cannot be used by a page the user did not open on our origin.
 */
export function registerIdentify(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  const allowedOrigin = new URL(app.config.publicUrl).origin;

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (STATE_CHANGING.has(request.method)) {
      const origin = request.headers.origin;
      if (origin && origin !== allowedOrigin && !isSameHost(origin, request.headers.host)) {
        throw forbidden('Requests from other sites are not allowed.');
      }
      if (!origin && request.headers['sec-fetch-site'] === 'cross-site') {
        throw forbidden('Requests from other sites are not allowed.');
      }
    }
    const token = sessionTokenOf(request);
    // A bearer that is no session (POST /api/login's ID token) simply leaves the request anonymous.
    request.user = token ? await findSessionUser(app.database.db, token, app.config.adminEmails) : null;
  });
}

function isSameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

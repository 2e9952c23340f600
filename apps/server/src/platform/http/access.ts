import type { Access } from '@storybook/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './auth-user.js';
import { forbidden, unauthenticated } from './errors.js';

/**
 * The one place that decides who may call an endpoint (DESIGN.md, API): `user` and `admin` need a
 * session; admin calls answer 403 'Unauthorized' to everyone else. An `email` in the query or body
 * is never trusted: it must be the signed-in user's own.
 */
export function checkAccess(request: FastifyRequest, access: Access): void {
  const user = request.user;
  if ((access === 'user' || access === 'admin') && !user) throw unauthenticated();
  if (access === 'admin' && !user?.isAdmin) throw forbidden('Unauthorized');

  // A public call's email names the account signing in or signing up, not an identity claim.
  if (access === 'public') return;
  const claimed = claimedEmail(request.query) ?? claimedEmail(request.body);
  if (claimed === undefined) return;
  if (!user) throw unauthenticated();
  if (claimed.toLowerCase() !== user.email.toLowerCase()) throw forbidden('You can only act as yourself.');
}

function claimedEmail(part: unknown): string | undefined {
  if (part && typeof part === 'object' && 'email' in part) {
    const email = (part as { email: unknown }).email;
    if (typeof email === 'string' && email !== '') return email;
  }
  return undefined;
}

/** The signed-in user of a request that passed `checkAccess` for `user` or `admin`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

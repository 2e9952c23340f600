import type { Access } from '@storybook/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './auth-user.js';
import { forbidden, unauthenticated } from './errors.js';

/**
 * The one place that decides who may call an endpoint (DESIGN.md, API). Two steps, because they
 * need different moments of a request:
 *
 * 1. `checkCaller`, before the body is even read: `user` and `admin` calls need a session, and
 *    admin calls answer 403 'Unauthorized' to everyone else. An anonymous caller learns nothing
 *    about a protected call's body.
 * 2. `checkClaimedEmails`, once the input is validated (emails normalised): every `email` the
 *    request names, in the query and anywhere in the body (feedback names one per response), must
 *    be the signed-in user's own.
 */
export function checkCaller(request: FastifyRequest, access: Access): void {
  const user = request.user;
  if ((access === 'user' || access === 'admin') && !user) throw unauthenticated();
  if (access === 'admin' && !user?.isAdmin) throw forbidden('Unauthorized');
}

export function checkClaimedEmails(request: FastifyRequest, access: Access): void {
  // A public call's email names the account signing in or signing up, not an identity claim.
  if (access === 'public') return;
  const claimed = claimedEmails([request.query, request.body]);
  if (claimed.length === 0) return;
  const user = request.user;
  if (!user) throw unauthenticated();
  if (claimed.some((email) => email.toLowerCase() !== user.email.toLowerCase())) {
    throw forbidden('You can only act as yourself.');
  }
}

/** Every non-empty `email` field in `part`, at any depth of its objects and lists. */
function claimedEmails(part: unknown, found: string[] = []): string[] {
  if (Array.isArray(part)) {
    for (const item of part) claimedEmails(item, found);
  } else if (part && typeof part === 'object') {
    for (const [key, value] of Object.entries(part)) {
      if (key !== 'email') claimedEmails(value, found);
      else if (typeof value === 'string' && value !== '') found.push(value);
    }
  }
  return found;
}

/** The signed-in user of a request that passed `checkCaller` for `user` or `admin`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

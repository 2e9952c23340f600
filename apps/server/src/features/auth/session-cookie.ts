import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { servedOverHttps, type Config } from '../../platform/config.js';
import { SESSION_COOKIE } from './sessions.js';

/** httpOnly so page scripts cannot read it; Lax so other sites' forms cannot use it (DESIGN.md). */
function cookieOptions(config: Config): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: servedOverHttps(config), path: '/' };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@storybook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../http/error-handler.js';
import { pagePreloads } from './page-preloads.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built single-page app and answers every other non-API GET with its index.html, so a
 * reload on a deep link such as /story/abc or /Profile opens the app (history fallback). Unknown
 * /api paths always answer the 404 envelope.
 *
 * The build writes brotli (`.br`) and gzip (`.gz`) copies beside every text file; the copy the
 * browser accepts is sent as it is, so nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const hasWebApp = webRoot !== null && existsSync(path.join(webRoot, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      // The page itself (for / too) goes through the fallback below, which adds its preload hints.
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so those never change.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const links = await pagePreloads(app, request, pathname);
    if (links.length > 0) reply.header('link', links.join(', '));
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  };
  if (hasWebApp) app.get('/', (request, reply) => sendPage(request, reply, '/'));

  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!isApi && isPage && hasWebApp) return sendPage(request, reply, pathname);
    return reply
      .code(404)
      .send(envelope(errorCodes.notFound, `No ${isApi ? 'API endpoint' : 'page'} at ${request.method} ${pathname}.`));
  });
}

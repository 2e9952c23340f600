import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes, PAGE_DATA_ID, type PageData } from '@storybook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../http/error-handler.js';
import { pageHints, type PageHints } from './page-hints.js';
import { sendHtml } from './send-html.js';
import { scriptJson, storyFirstLook, storyPageTitle } from './story-first-look.js';

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

  const page = hasWebApp ? readFileSync(path.join(webRoot, 'index.html'), 'utf8') : '';
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const hints = await pageHints(app, request, pathname);
    if (hints.links.length > 0) reply.header('link', hints.links.join(', '));
    const story = hints.story && withStory(page, hints.story);
    // A story drawn into the page is what this reader may see: no shared cache keeps it.
    if (story) return sendHtml(request, reply.header('cache-control', 'private, no-cache'), story);
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

/** index.html's place for a page's first look, inside the app's root (index.html says so). */
const FIRST_LOOK = '<!--first-look-->';

/**
 * index.html with the story drawn in (its first look, its title) and the story's data for the app,
 * so it neither waits for its scripts to show the story nor asks for it again. Null when the page
 * has no place for it.
 */
function withStory(page: string, { url, answer }: NonNullable<PageHints['story']>): string | null {
  if (!page.includes(FIRST_LOOK) || !page.includes('</body>')) return null;
  const pageData: PageData = { url, body: answer };
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(pageData)}</script>`;
  return page
    .replace(FIRST_LOOK, () => storyFirstLook(answer.story))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${storyPageTitle(answer.story)}</title>`)
    .replace('</body>', () => `${data}</body>`);
}

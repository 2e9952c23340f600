import {
  fillPath,
  getStory,
  getStoryPublic,
  HOME_PAGE_SIZE,
  pictureSrcSet,
  STORY_PICTURE_SIZES,
  thumbnailUrl,
  type StoryDetail,
  type StoryFeedPage,
} from '@storybook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializeQuery } from './query-string.js';

const storyPage = /^\/story\/([A-Za-z0-9_-]{1,64})\/?$/i;
/** Cards in the first row of a phone and of a desktop screen. */
const FIRST_CARDS = 2;

const fetchLink = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;

function imageLink(url: string, priority: 'high' | 'auto', srcset?: string, sizes?: string): string {
  const responsive = srcset && sizes ? `; imagesrcset="${srcset}"; imagesizes="${sizes}"` : '';
  return `<${url}>; rel=preload; as=image${responsive}; fetchpriority=${priority}`;
}

/**
 * Asks our own API without a network hop, as the page's reader (same session) when `reader` is
 * given, else anonymously; null on any refusal.
 */
async function ask<T>(app: FastifyInstance, url: string, reader?: FastifyRequest): Promise<T | null> {
  const headers: Record<string, string> = {};
  if (reader?.headers.cookie) headers.cookie = reader.headers.cookie;
  try {
    const answer = await app.inject({ method: 'GET', url, headers });
    return answer.statusCode === 200 ? (answer.json() as T) : null;
  } catch {
    return null;
  }
}

/** What the server adds to a page: `Link` preloads, and for a story page the story itself. */
export interface PageHints {
  links: string[];
  /** The story a story page shows, as GET /api/user/story/:id answers the reader, and that URL. */
  story?: { url: string; answer: { story: StoryDetail } };
}

/**
 * `Link` preloads for what a page shows first, so the browser fetches it while the app's scripts
 * download instead of after they run: on home the first feed page and its first cards' pictures,
 * on a story page its first picture (the size the page will pick), and the story unless it goes
 * into the page itself (see web-app.ts). The data URLs are exactly the ones the web client
 * requests (same query, same order), else the browser would fetch twice. The API is asked as the
 * reader, so nobody is told of a story they may not see.
 */
export async function pageHints(app: FastifyInstance, request: FastifyRequest, pathname: string): Promise<PageHints> {
  if (pathname === '/') {
    const feed = `/api${getStoryPublic.path}${serializeQuery({ page: 1, limit: HOME_PAGE_SIZE })}`;
    // The feed is the same for everyone: asked anonymously, it costs no session lookup.
    const page = await ask<StoryFeedPage>(app, feed);
    const pictures = (page?.stories ?? [])
      .slice(0, FIRST_CARDS)
      .flatMap((story) => (story.thumbnail ? [thumbnailUrl(story.thumbnail)] : []));
    return { links: [fetchLink(feed), ...pictures.map((url, index) => imageLink(url, index === 0 ? 'high' : 'auto'))] };
  }
  const id = storyPage.exec(pathname)?.[1];
  if (!id) return { links: [] };
  const url = `/api${fillPath(getStory.path, { id })}`;
  const answer = await ask<{ story: StoryDetail }>(app, url, request);
  const picture = answer?.story.storyList.find((entry) => entry.image)?.image;
  const links = picture
    ? [imageLink(picture, 'high', pictureSrcSet(picture), pictureSrcSet(picture) && STORY_PICTURE_SIZES)]
    : [];
  // Its owner's page also shows the story's status, which the first look does not draw.
  if (!answer || answer.story.isOwner) return { links: [fetchLink(url), ...links] };
  return { links, story: { url, answer } };
}

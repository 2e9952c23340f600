import { avatarImageId, endpoints, fillPath, type Endpoint, type EndpointName } from '@storybook/contract';
import { samplePhoto } from '@storybook/offline-ai/testing';
import type { InjectOptions } from 'fastify';
import type { SignedIn } from '../auth.js';
import { uploadBody } from '../multipart.js';
import { localLogin, register } from '../sign-in.js';
import type { World } from './world.js';

/** One call's parts, as the contract names them; `multipart` instead of `body` for uploads. */
export interface Input {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  multipart?: { payload: Buffer; headers: Record<string, string> };
  /** Headers of the call itself (POST /api/login's bearer is the ID token, whoever sends it). */
  headers?: Record<string, string>;
}

/** allowed: a 2xx. denied: refused without a 401 (403, 404 or a 400 naming the foreign resource). */
export type Outcome = 'allowed' | 'denied';

export interface Sample {
  /**
   * A valid call by `me` (null: anonymous) on the owner's things in `world`. Emails are always
   * the caller's own, so the checks test what a caller may reach, not the email guard.
   */
  build: (world: World, me: SignedIn | null) => Input | Promise<Input>;
  /** What another signed-in user (not an admin) gets when acting on the owner's things. */
  others: Outcome;
  /** For public and optional calls: what an anonymous caller gets (user and admin calls: 401). */
  anonymous?: Outcome;
}

const emailOf = (me: SignedIn | null, world: World) => (me ?? world.owner).user.email;
let unique = 0;

/** A fresh ID token of a new built-in account, as the sign-in popup hands it on. */
async function identity(world: World) {
  unique += 1;
  const res = await register(world.app, { email: `signed-in-${unique}@example.org`, name: 'Sam' });
  return res.json() as { displayName: string; email: string; idToken: string };
}

/**
 * A valid call of every endpoint of the contract. Typed by the contract's endpoint names, so a new
 * endpoint does not compile until it has a sample here, and the whole-API checks cover it.
 */
export const samples: Record<EndpointName, Sample> = {
  getHealth: { build: () => ({}), others: 'allowed', anonymous: 'allowed' },
  login: {
    build: async (world) => {
      const id = await identity(world);
      return {
        body: { name: id.displayName, email: id.email, idToken: id.idToken },
        headers: { authorization: `Bearer ${id.idToken}` },
      };
    },
    others: 'allowed',
    anonymous: 'allowed',
  },
  localRegister: {
    build: () => ({ body: { name: 'Sam', email: `new-${(unique += 1)}@example.org`, password: 'correct horse battery' } }),
    others: 'allowed',
    anonymous: 'allowed',
  },
  localLogin: {
    build: async (world) => {
      const { email } = await identity(world);
      await localLogin(world.app, email);
      return { body: { email, password: 'correct horse battery' } };
    },
    others: 'allowed',
    anonymous: 'allowed',
  },
  logout: { build: () => ({}), others: 'allowed', anonymous: 'allowed' },
  getAuthProvider: { build: () => ({}), others: 'allowed', anonymous: 'allowed' },
  getUser: { build: (w, me) => ({ query: { email: emailOf(me, w) } }), others: 'allowed' },
  updateUser: { build: (w, me) => ({ body: { email: emailOf(me, w), location: 'Leeds' } }), others: 'allowed' },
  getChildren: { build: (w, me) => ({ query: { email: emailOf(me, w) } }), others: 'allowed' },
  createChild: {
    build: (w, me) => ({ body: { email: emailOf(me, w), name: 'Ivy', dateOfBirth: '2020-05-06', profilePicture: w.picture } }),
    others: 'allowed',
  },
  updateChild: {
    build: (w, me) => ({ body: { email: emailOf(me, w), _id: w.childId, name: 'Tommy', dateOfBirth: '2019-04-02' } }),
    others: 'denied',
  },
  deleteChild: { build: (w, me) => ({ body: { email: emailOf(me, w), _id: w.childId } }), others: 'denied' },
  cartoonify: { build: (w, me) => ({ body: { email: emailOf(me, w), childId: w.childId } }), others: 'denied' },
  uploadImage: {
    build: async () => ({ multipart: uploadBody(await samplePhoto({ width: 64, height: 64 })) }),
    others: 'allowed',
  },
  generateStory: {
    build: (w, me) => ({ body: { email: emailOf(me, w), prompt: 'A snail who wants to see the sea', numParagraphs: 6 } }),
    others: 'allowed',
  },
  cartoonImage: {
    build: (w, me) => ({
      body: { email: emailOf(me, w), imageId: avatarImageId(w.childId, 'comic'), paragraphs: ['Tom flew a kite.'] },
    }),
    others: 'denied',
  },
  generateImage: {
    build: (w, me) => ({
      body: { email: emailOf(me, w), visualPrompt: 'soft watercolours', paragraphs: ['Tom flew a kite.'], seed: 3 },
    }),
    others: 'allowed',
  },
  saveStory: {
    build: (w, me) => ({
      body: {
        email: emailOf(me, w),
        title: 'The Kite',
        content: 'Tom flew a kite.',
        prompt: 'a kite',
        storyList: [{ line: 'Tom flew a kite.', image: w.picture, id: 0 }],
        status: 'private',
        tag: ['kite'],
      },
    }),
    others: 'allowed',
  },
  getStoryPublic: { build: () => ({ query: { page: 1, limit: 5 } }), others: 'allowed', anonymous: 'allowed' },
  searchStories: { build: () => ({ query: { query: 'kite' } }), others: 'allowed', anonymous: 'allowed' },
  getLikedStories: { build: (w, me) => ({ query: { email: emailOf(me, w) } }), others: 'allowed' },
  getStories: { build: (w, me) => ({ query: { email: emailOf(me, w) } }), others: 'allowed' },
  getStory: { build: (w) => ({ params: { id: w.privateStory.id } }), others: 'denied', anonymous: 'denied' },
  addView: { build: (w) => ({ body: { story_id: w.privateStory.id } }), others: 'denied', anonymous: 'denied' },
  getComments: { build: (w) => ({ query: { story_id: w.privateStory.id } }), others: 'denied', anonymous: 'denied' },
  postComment: {
    build: (w, me) => ({ body: { story_id: w.privateStory.id, email: emailOf(me, w), comment: 'Lovely!' } }),
    others: 'denied',
  },
  updateComment: {
    build: (w, me) => ({ body: { comment_id: w.commentId, comment: 'Lovelier!', email: emailOf(me, w) } }),
    others: 'denied',
  },
  deleteComment: { build: (w, me) => ({ query: { comment_id: w.commentId, email: emailOf(me, w) } }), others: 'denied' },
  checkLike: { build: (w, me) => ({ query: { story_id: w.privateStory.id, email: emailOf(me, w) } }), others: 'denied' },
  postLike: { build: (w, me) => ({ body: { story_id: w.privateStory.id, email: emailOf(me, w) } }), others: 'denied' },
  getStoryRating: { build: (w) => ({ query: { story_id: w.privateStory.id } }), others: 'denied', anonymous: 'denied' },
  getUserRating: { build: (w, me) => ({ query: { story_id: w.privateStory.id, email: emailOf(me, w) } }), others: 'denied' },
  addRating: {
    build: (w, me) => ({ body: { story_id: w.privateStory.id, email: emailOf(me, w), rating: 4 } }),
    others: 'denied',
  },
  getJustQuestions: { build: (w) => ({ query: { storyId: w.privateStory.id } }), others: 'denied', anonymous: 'denied' },
  saveAttemptedQ: {
    build: (w, me) => ({ body: { questionId: w.questionId, answer: 'A red kite', ...(me && { email: me.user.email }) } }),
    others: 'denied',
    anonymous: 'denied',
  },
  generateQuiz: {
    build: () => ({ body: { content: 'Mia found a red kite in the park. Grandpa Joe helped Mia fly it over the hill.' } }),
    others: 'allowed',
  },
  saveQuestion: {
    build: (w) => ({
      body: {
        storyId: w.privateStory.id,
        question: 'Who helped Mia?',
        answer: 'Grandpa Joe',
        options: ['Grandpa Joe', 'Aunt May', 'Uncle Bo', 'Nana Sue'],
      },
    }),
    others: 'denied',
  },
  getFeedbackQuestions: { build: () => ({}), others: 'allowed', anonymous: 'allowed' },
  saveFeedback: {
    build: (w, me) => ({
      body: {
        responses: [
          { feedbackQuestionId: w.feedbackQuestionId, email: emailOf(me, w), storyId: w.privateStory.id, answer: 'Neutral' },
        ],
      },
    }),
    others: 'denied',
  },
  getPendingStories: { build: () => ({}), others: 'denied' },
  approveStory: { build: (w) => ({ body: { storyId: w.pendingStory.id } }), others: 'denied' },
  rejectStory: { build: (w) => ({ body: { storyId: w.pendingStory.id } }), others: 'denied' },
  getAdminPublicStories: { build: () => ({}), others: 'denied' },
  sendContactMessage: {
    build: () => ({ body: { name: 'Pat', email: `pat${(unique += 1)}@example.org`, message: 'Thank you for the app!' } }),
    others: 'allowed',
    anonymous: 'allowed',
  },
  getContactMessages: { build: () => ({}), others: 'denied' },
  markContactMessageHandled: { build: (w) => ({ body: { messageId: w.messageId } }), others: 'denied' },
};

/** The request `inject` sends for an input of `endpoint` by `me`. */
export function requestFor(endpoint: Endpoint, input: Input, me: SignedIn | null): InjectOptions {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    for (const item of [value].flat()) search.append(key, String(item));
  }
  const query = search.toString();
  const headers: Record<string, string> = { ...(me?.headers ?? {}), ...(input.multipart?.headers ?? {}), ...input.headers };
  return {
    method: endpoint.method,
    url: `/api${fillPath(endpoint.path, input.params)}${query ? `?${query}` : ''}`,
    headers,
    ...(input.multipart
      ? { payload: input.multipart.payload }
      : input.body !== undefined
        ? { payload: input.body as object }
        : {}),
  };
}

export const endpointNames = Object.keys(endpoints) as EndpointName[];

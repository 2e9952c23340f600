import { endpoints, type EndpointName } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/app.js';

/**
 * Endpoints the contract names whose features are still being built (feedback, quiz, admin).
 * This list may only shrink: remove an entry when its route lands (the test below says when).
 */
const expectedMissing: EndpointName[] = [
  'getJustQuestions',
  'saveAttemptedQ',
  'generateQuiz',
  'saveQuestion',
  'getFeedbackQuestions',
  'saveFeedback',
  'getPendingStories',
  'approveStory',
  'rejectStory',
  'getAdminPublicStories',
];

describe('every call the contract names is served', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
    await app.ready();
  });
  afterAll(() => app.close());

  const served = (name: EndpointName) => {
    const { method, path } = endpoints[name];
    return app.hasRoute({ method, url: `/api${path}` });
  };
  const names = Object.keys(endpoints) as EndpointName[];

  it('has a route for each endpoint that is not expected to be missing', () => {
    expect(names.filter((name) => !expectedMissing.includes(name) && !served(name))).toEqual([]);
  });

  it('lists as missing only endpoints that really are missing', () => {
    expect(expectedMissing.filter((name) => served(name))).toEqual([]);
    expect(expectedMissing.filter((name) => !names.includes(name))).toEqual([]);
  });
});

import { endpoints, type EndpointName } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/app.js';

/**
 * Endpoints the contract names that no feature serves yet. The list may only shrink (the second
 * test fails when a listed endpoint gets its route); today every endpoint is served.
 */
const expectedMissing: EndpointName[] = [];

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

import { endpoints, type EndpointName } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<
    string,
    Record<string, { operationId?: string; security?: unknown[]; requestBody?: unknown; parameters?: unknown[] }>
  >;
}

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  let document: OpenApiDocument;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(() => app.close());

  it('is OpenAPI 3.1 and describes every endpoint of the contract, under its name', () => {
    expect(document.openapi).toBe('3.1.0');
    const missing = (Object.keys(endpoints) as EndpointName[]).filter((name) => {
      const { method, path } = endpoints[name];
      const operation = document.paths[`/api${path.replace(/:(\w+)/g, '{$1}')}`]?.[method.toLowerCase()];
      return operation?.operationId !== name;
    });
    expect(missing).toEqual([]);
  });

  it('describes inputs from the contract and marks the calls that need a session', () => {
    const save = document.paths['/api/user/save']!.post!;
    expect(JSON.stringify(save.requestBody)).toContain('storyList');
    expect(save.security).toEqual([{ session: [] }, { bearer: [] }]);
    const feed = document.paths['/api/user/getStoryPublic']!.get!;
    expect(JSON.stringify(feed.parameters)).toContain('limit');
    expect(feed.security).toBeUndefined();
  });

  it('is browsable at /api/docs with Swagger UI served from this server', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const asset of ['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/swagger-ui.css', '/api/docs/start.js']) {
      expect(page.body).toContain(asset);
      const res = await app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/api/docs/start.js' })).body).toContain('/api/openapi.json');
  });
});

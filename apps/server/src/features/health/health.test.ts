import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { openDatabase } from '../../platform/db/client.js';
import { buildTestApp } from '../../test/app.js';
import { testDatabaseKinds } from '../../test/databases.js';

describe.each(testDatabaseKinds)('GET /api/health on %s', (kind) => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('reports the database reachable', async () => {
    app = await buildTestApp(kind);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 and says the database is down', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }, { webRoot: null }), { database });
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', database: 'down' });
    await app.close();
  });
});

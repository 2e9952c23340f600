import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../platform/config.js';
import { resetDatabase, testDatabase, type TestDatabaseKind } from './databases.js';

/** The real app on a shared test database of the given kind, emptied first; no port is opened. */
export async function buildTestApp(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  await resetDatabase(await testDatabase(kind));
  return buildAnotherServer(kind, overrides, env);
}

/**
 * One more server on the same test database, not emptied: with `buildTestApp`, two servers behind
 * one load balancer (DESIGN.md) sharing their data.
 */
export async function buildAnotherServer(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const database = await testDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storybook-test-'));
  // TEST_LOG_LEVEL=error shows why a request answered 5xx (the CI runs on other Node.js lines set it).
  const logLevel = process.env.TEST_LOG_LEVEL ?? 'silent';
  const config = loadConfig({ LOG_LEVEL: logLevel, DATA_DIR: dataDir, ...env }, { webRoot: null, ...overrides });
  const app = await buildApp(config, { database });
  // Each test's media folder goes with its app: test runs leave nothing behind in the temp folder.
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  return app;
}

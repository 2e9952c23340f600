import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testDatabase } from '../test/databases.js';
import { loadConfig } from './config.js';

/** The app with its log lines collected, at LOG_LEVEL=info in the given LOG_FORMAT. */
async function appLogging(format: 'json' | 'pretty') {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const config = loadConfig({ LOG_LEVEL: 'info', LOG_FORMAT: format }, { webRoot: null });
  const app = await buildApp(config, { database: await testDatabase('pglite'), logDestination: destination });
  return { app, lines };
}

describe('request logs', () => {
  it('writes one JSON line per request with method, url, status and time', async () => {
    const { app, lines } = await appLogging('json');
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/no-such-call' });
    await app.close();
    const requests = lines.map((line) => JSON.parse(line)).filter((line) => 'statusCode' in line);
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/health',
        statusCode: 200,
        msg: expect.stringMatching(/^GET \/api\/health 200 \d+ ms$/),
      }),
      expect.objectContaining({ method: 'GET', url: '/api/no-such-call', statusCode: 404 }),
    ]);
    expect(lines).toHaveLength(2);
  });

  it('writes one readable line per request in the pretty format', async () => {
    const { app, lines } = await appLogging('pretty');
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] .*INFO.*: .*GET \/api\/health 200 \d+ ms/);
  });
});

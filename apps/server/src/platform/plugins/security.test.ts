import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';

async function cspWith(env: Record<string, string>): Promise<string> {
  const app = await buildTestApp('pglite', {}, env);
  try {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    return String(res.headers['content-security-policy']);
  } finally {
    await app.close();
  }
}

describe('Content-Security-Policy', () => {
  it('allows images from our own origin only when media is on disk', async () => {
    expect(await cspWith({})).toContain("img-src 'self' data: blob:;");
  });

  it('allows images from the bucket when media is in S3-compatible storage', async () => {
    const csp = await cspWith({ S3_BUCKET: 'stories', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:9000;");
  });

  it('uses the public URL of the bucket when one is set', async () => {
    const csp = await cspWith({ S3_BUCKET: 'stories', S3_PUBLIC_URL: 'https://cdn.example.org/media' });
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.org;");
  });
});

describe('Strict-Transport-Security', () => {
  async function hstsWith(env: Record<string, string>) {
    const app = await buildTestApp('pglite', {}, env);
    try {
      return (await app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security'];
    } finally {
      await app.close();
    }
  }

  it('is not sent when the app is reached over plain http', async () => {
    expect(await hstsWith({})).toBeUndefined();
    expect(await hstsWith({ PUBLIC_URL: 'http://stories.local:3002' })).toBeUndefined();
  });

  it('is sent when PUBLIC_URL says the app is reached over HTTPS', async () => {
    expect(await hstsWith({ PUBLIC_URL: 'https://stories.example.org' })).toBe('max-age=15552000; includeSubDomains');
  });
});

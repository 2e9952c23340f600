import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function issuesOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('config', () => {
  it('applies the documented defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3002);
    expect(config.host).toBe('localhost');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data/db') });
    expect(config.logLevel).toBe('info');
    expect(config.publicUrl).toBe('http://localhost:3002');
    expect(config.trustProxy).toBe(false);
  });

  it('reads every setting it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/stories',
      DATABASE_URL: 'postgres://app:secret@db:5432/stories',
      DATABASE_POOL_SIZE: '25',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://stories.example.org/',
      TRUST_PROXY: 'true',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe('/srv/stories');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app:secret@db:5432/stories', poolSize: 25 });
    expect(config.logLevel).toBe('warn');
    expect(config.publicUrl).toBe('https://stories.example.org');
    expect(config.trustProxy).toBe(true);
  });

  it('logs pretty lines at a terminal and JSON lines elsewhere, in production, or when LOG_FORMAT says so', () => {
    expect(loadConfig({}, {}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, {}, false).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production' }, {}, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, {}, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, {}, false).logFormat).toBe('pretty');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3002);
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it.each([
    ['PORT', 'abc', /PORT="abc" is invalid: expected a port number/],
    ['PORT', '70000', /PORT="70000" is invalid: expected a port number between 0 and 65535/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL="mysql:\/\/x" is invalid: expected a postgres:\/\//],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL="loud" is invalid: expected one of fatal, error/],
    ['LOG_FORMAT', 'xml', /LOG_FORMAT="xml" is invalid: expected pretty or json/],
    ['PUBLIC_URL', 'stories', /PUBLIC_URL="stories" is invalid: expected an absolute http\(s\) URL/],
    ['TRUST_PROXY', 'yes', /TRUST_PROXY="yes" is invalid: expected true or false/],
    ['DATABASE_POOL_SIZE', '0', /DATABASE_POOL_SIZE="0" is invalid: expected at least 1/],
  ])('names %s when it is %s', (name, value, message) => {
    const issues = issuesOf({ [name]: value });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(message);
  });

  it('uses the offline engine and moderation by default', () => {
    const config = loadConfig({});
    expect(config.ai.text.provider).toBe('offline');
    expect(config.ai.image.provider).toBe('offline');
    expect(config.ai.rateLimitPerMinute).toBe(30);
    expect(config.moderation).toBe(true);
    expect(loadConfig({ MODERATION: 'off' }).moderation).toBe(false);
  });

  it.each([
    [{ AI_TEXT_PROVIDER: 'openai' }, 'AI_TEXT_API_KEY is invalid: expected an API key for openai'],
    [{ AI_TEXT_PROVIDER: 'gemini' }, 'AI_TEXT_API_KEY is invalid: expected an API key for gemini'],
    [
      { AI_TEXT_PROVIDER: 'openai-compatible' },
      "AI_TEXT_BASE_URL is invalid: expected the server's base URL for openai-compatible",
    ],
    [{ AI_IMAGE_PROVIDER: 'openai' }, 'AI_IMAGE_API_KEY is invalid: expected an API key for openai'],
    [{ AI_TEXT_PROVIDER: 'claude' }, /AI_TEXT_PROVIDER="claude" is invalid: expected one of offline, openai/],
    [{ OIDC_ISSUER: 'https://accounts.google.com' }, /expected all three set together/],
  ])('refuses an incomplete provider setting %o', (env, message) => {
    const issues = issuesOf(env as Record<string, string>);
    expect(issues.join('\n')).toMatch(message);
  });

  it('takes a hosted provider with what it needs', () => {
    const config = loadConfig({
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: 'http://localhost:11434/v1',
      AI_TEXT_MODEL: 'llama3.2',
    });
    expect(config.ai.text).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.2',
      apiKey: null,
    });
    const google = loadConfig({ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' });
    expect(google.oidc?.providerName).toBe('Google');
  });

  it('reports every bad variable at once', () => {
    const issues = issuesOf({ PORT: 'x', LOG_LEVEL: 'y' });
    expect(issues.map((i) => i.split('=')[0])).toEqual(['PORT', 'LOG_LEVEL']);
  });

  it('stops the server at start with the message and exit code 1', () => {
    const result = spawnSync(
      process.execPath,
      ['--conditions=@storybook/source', '--import', 'tsx', path.join(import.meta.dirname, '../main.ts')],
      { env: { ...process.env, PORT: 'not-a-port', DATA_DIR: '/nonexistent' }, encoding: 'utf8', timeout: 30_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT="not-a-port" is invalid: expected a port number');
  });
});

import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Every setting is validated here, defaults applied, and a bad
 * value stops the start with a message naming the variable and what it expects.
 */
const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'a port number between 0 and 65535' })
    .int('a whole port number')
    .min(0, 'a port number between 0 and 65535')
    .max(65535, 'a port number between 0 and 65535')
    .default(3002),
  HOST: z.string().min(1, 'a host name or address to listen on').default('localhost'),
  DATA_DIR: z.string().min(1, 'a folder path').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'a postgres:// or postgresql:// connection URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1, 'at least 1').max(100, 'at most 100').default(10),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  PUBLIC_URL: z.url({ error: 'an absolute http(s) URL such as https://stories.example.org' }).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = Record<string, string | undefined>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Address users reach the app at; state-changing requests must come from this origin. */
  publicUrl: string;
  trustProxy: boolean;
  /** Folder of the built web app served with history fallback; absent in API-only tests. */
  webRoot: string | null;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const defaultWebRoot = path.resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  // Empty strings in .env files mean "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        return `${name}=${JSON.stringify(present[name] ?? '')} is invalid: expected ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    webRoot: defaultWebRoot,
    ...overrides,
  };
}

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
  LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'pretty or json' }).optional(),
  NODE_ENV: z.string().optional(),
  PUBLIC_URL: z.url({ error: 'an absolute http(s) URL such as https://stories.example.org' }).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'a comma-separated list of email addresses' }))),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1, 'at least 1 day').max(365, 'at most 365 days').default(30),
  AUTH_SECRET: z.string().min(32, 'at least 32 characters of random text').optional(),
  OIDC_ISSUER: z.url({ error: 'the issuer URL, e.g. https://accounts.google.com' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'the S3 endpoint URL, e.g. https://s3.eu-west-1.amazonaws.com' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  S3_PUBLIC_URL: z.url({ error: 'the public base URL of the bucket, e.g. https://cdn.example.org' }).optional(),
  AI_TEXT_PROVIDER: z
    .enum(['offline', 'openai', 'openai-compatible', 'gemini'], { error: 'one of offline, openai, openai-compatible, gemini' })
    .default('offline'),
  AI_TEXT_BASE_URL: z.url({ error: 'the API base URL, e.g. http://localhost:11434/v1' }).optional(),
  AI_TEXT_MODEL: z.string().min(1).optional(),
  AI_TEXT_API_KEY: z.string().min(1).optional(),
  AI_IMAGE_PROVIDER: z
    .enum(['offline', 'openai', 'openai-compatible'], { error: 'one of offline, openai, openai-compatible' })
    .default('offline'),
  AI_IMAGE_BASE_URL: z.url({ error: 'the API base URL, e.g. https://api.openai.com/v1' }).optional(),
  AI_IMAGE_MODEL: z.string().min(1).optional(),
  AI_IMAGE_API_KEY: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000, 'at least 1000 ms').max(600_000, 'at most 600000 ms').default(120_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0, 'at least 0').max(10, 'at most 10').default(2),
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1, 'at least 1').max(10_000, 'at most 10000').default(30),
  MODERATION: z.enum(['on', 'off'], { error: 'on or off' }).default('on'),
  SIGN_IN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1, 'at least 1').max(10_000, 'at most 10000').default(10),
  SIGN_IN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1, 'at least 1').max(100_000, 'at most 100000').default(200),
  SIGN_UPS_PER_ADDRESS: z.coerce.number().int().min(1, 'at least 1').max(100_000, 'at most 100000').default(50),
});

export type Env = Record<string, string | undefined>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Readable lines for a person at a terminal, or one JSON object a line for a log collector. */
  logFormat: 'pretty' | 'json';
  /** Address users reach the app at; state-changing requests must come from this origin. */
  publicUrl: string;
  trustProxy: boolean;
  /** Emails that are admins; when empty, the first account created is the admin. */
  adminEmails: string[];
  sessionTtlDays: number;
  /** Key for the short-lived ID tokens of built-in accounts; generated and kept in the database when unset. */
  authSecret: string | null;
  /** Sign-in through an OpenID Connect issuer instead of built-in accounts, when configured. */
  oidc: { issuer: string; clientId: string; clientSecret: string; providerName: string } | null;
  /** Media on local disk under DATA_DIR/media, or in an S3-compatible bucket. */
  media:
    | { kind: 'disk'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | null;
        accessKeyId: string | null;
        secretAccessKey: string | null;
        forcePathStyle: boolean;
        publicUrl: string | null;
      };
  ai: {
    text: AiProviderConfig<'offline' | 'openai' | 'openai-compatible' | 'gemini'>;
    image: AiProviderConfig<'offline' | 'openai' | 'openai-compatible'>;
    /** Per provider call. */
    timeoutMs: number;
    /** Retries with backoff after a 429 or 5xx. */
    maxRetries: number;
    /** Generation calls (stories, pictures, avatars, quizzes) per user per minute; hosted calls cost money. */
    rateLimitPerMinute: number;
  };
  /** Public stories wait for an admin (status `pending`) unless this is off. */
  moderation: boolean;
  /**
   * Built-in accounts' guards, counted in the database so every server shares them: password
   * attempts per address and account and per address in 15 minutes, sign-ups per address an hour.
   */
  signInLimits: { perAccount: number; perAddress: number; signUpsPerAddress: number };
  /** Folder of the built web app served with history fallback; absent in API-only tests. */
  webRoot: string | null;
}

export interface AiProviderConfig<P extends string> {
  provider: P;
  baseUrl: string | null;
  model: string | null;
  apiKey: string | null;
}

/** Reached over HTTPS (PUBLIC_URL says so): cookies are Secure and browsers are told to stay on HTTPS. */
export function servedOverHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https:');
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const defaultWebRoot = path.resolve(import.meta.dirname, '../../../web/dist');

/**
 * `terminal`: whether the logs go to a person's terminal (pretty lines by default) rather than to a
 * file or a collector (JSON lines).
 */
export function loadConfig(
  env: Env = process.env,
  overrides: Partial<Config> = {},
  terminal = process.stdout.isTTY === true,
): Config {
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
  const needsKey = (provider: string, key: string | undefined, name: string) =>
    (provider === 'openai' || provider === 'gemini') && !key ? [`${name} is invalid: expected an API key for ${provider}`] : [];
  const needsUrl = (provider: string, url: string | undefined, name: string) =>
    provider === 'openai-compatible' && !url ? [`${name} is invalid: expected the server's base URL for openai-compatible`] : [];
  const aiIssues = [
    ...needsKey(e.AI_TEXT_PROVIDER, e.AI_TEXT_API_KEY, 'AI_TEXT_API_KEY'),
    ...needsUrl(e.AI_TEXT_PROVIDER, e.AI_TEXT_BASE_URL, 'AI_TEXT_BASE_URL'),
    ...needsKey(e.AI_IMAGE_PROVIDER, e.AI_IMAGE_API_KEY, 'AI_IMAGE_API_KEY'),
    ...needsUrl(e.AI_IMAGE_PROVIDER, e.AI_IMAGE_BASE_URL, 'AI_IMAGE_BASE_URL'),
  ];
  if (aiIssues.length > 0) throw new ConfigError(aiIssues);
  const oidcSet = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcSet > 0 && oidcSet < 3) {
    throw new ConfigError([
      'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are invalid: expected all three set together (or none, for built-in accounts)',
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' || !terminal ? 'json' : 'pretty'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    adminEmails: e.ADMIN_EMAILS,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    authSecret: e.AUTH_SECRET ?? null,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            providerName: e.OIDC_PROVIDER_NAME ?? providerNameOf(e.OIDC_ISSUER),
          }
        : null,
    media: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT ?? null,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, '') ?? null,
        }
      : { kind: 'disk', dir: path.join(dataDir, 'media') },
    ai: {
      text: {
        provider: e.AI_TEXT_PROVIDER,
        baseUrl: e.AI_TEXT_BASE_URL ?? null,
        model: e.AI_TEXT_MODEL ?? null,
        apiKey: e.AI_TEXT_API_KEY ?? null,
      },
      image: {
        provider: e.AI_IMAGE_PROVIDER,
        baseUrl: e.AI_IMAGE_BASE_URL ?? null,
        model: e.AI_IMAGE_MODEL ?? null,
        apiKey: e.AI_IMAGE_API_KEY ?? null,
      },
      timeoutMs: e.AI_TIMEOUT_MS,
      maxRetries: e.AI_MAX_RETRIES,
      rateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    },
    moderation: e.MODERATION === 'on',
    signInLimits: {
      perAccount: e.SIGN_IN_ATTEMPTS_PER_ACCOUNT,
      perAddress: e.SIGN_IN_ATTEMPTS_PER_ADDRESS,
      signUpsPerAddress: e.SIGN_UPS_PER_ADDRESS,
    },
    webRoot: defaultWebRoot,
    ...overrides,
  };
}

/** 'Google' for Google's issuer (the button then reads 'Sign in with Google'), else the issuer's host. */
function providerNameOf(issuer: string): string {
  const host = new URL(issuer).hostname;
  return host === 'accounts.google.com' ? 'Google' : host;
}

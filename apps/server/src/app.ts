import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type preHandlerAsyncHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './platform/config.js';
import { loggerOptions } from './platform/logging.js';
import { openDatabase, type Database } from './platform/db/client.js';
import { createAi, type Ai } from './ai/create-ai.js';
import { adminRoutes } from './features/admin/index.js';
import { authRoutes, registerIdentify } from './features/auth/index.js';
import { feedbackRoutes } from './features/feedback/index.js';
import { contactRoutes } from './features/contact/index.js';
import { healthRoutes } from './features/health/index.js';
import { mediaRoutes } from './features/media/index.js';
import { profileRoutes } from './features/profile/index.js';
import { quizRoutes } from './features/quiz/index.js';
import { socialRoutes } from './features/social/index.js';
import { storiesRoutes } from './features/stories/index.js';
import { createMediaStore } from './platform/media-storage/create-store.js';
import { publicBase } from './platform/media-storage/s3-store.js';
import type { MediaStore } from './platform/media-storage/store.js';
import { aiRateLimit } from './platform/http/ai-rate-limit.js';
import { databaseRateLimitStore } from './platform/http/rate-limit-store.js';
import { frameworkErrors, registerErrorHandling } from './platform/http/error-handler.js';
import { registerSecurityHeaders } from './platform/plugins/security.js';
import { registerOpenApi } from './platform/plugins/openapi.js';
import { registerWebApp } from './platform/plugins/web-app.js';
import { createSigningKey } from './platform/security/signing-key.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    media: MediaStore;
    ai: Ai;
    /** The key this server signs its tokens with (ID tokens, style references). */
    signingKey: () => Promise<Uint8Array>;
    /** preHandler spending the caller's per-minute AI budget; one store, so every AI call shares it. */
    aiRateLimit: preHandlerAsyncHookHandler;
  }
}

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/** JSON bodies are small; routes that take images (uploads, reference pictures) raise their own limit. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildOptions {
  /** A database the caller opened and migrated (tests share one per worker); the app won't close it. */
  database?: Database;
  /** Where log lines go instead of standard output. */
  logDestination?: Writable;
}

/** The whole server, ready to `listen` or to `inject` requests into. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(await loggerOptions(config, options.logDestination)),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const database = options.database ?? (await openDatabase(config.database));
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('media', createMediaStore(config));
  app.decorate('ai', createAi(config));

  // Images in a bucket on another origin must be allowed by the Content-Security-Policy.
  await registerSecurityHeaders(app, config.media.kind === 's3' ? [new URL(publicBase(config.media)).origin] : []);
  await app.register(cookie);
  // Routes opt in with `config: { rateLimit: … }`; nothing is limited globally. Counts live in the
  // database so that several servers share them.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  app.decorate('aiRateLimit', app.rateLimit(aiRateLimit(config.ai.rateLimitPerMinute)));
  app.decorate('signingKey', createSigningKey(database.db, config.authSecret));
  registerIdentify(app);
  await registerOpenApi(app, version);

  healthRoutes(app);
  await authRoutes(app);
  await profileRoutes(app);
  await mediaRoutes(app);
  await storiesRoutes(app);
  await quizRoutes(app);
  await feedbackRoutes(app);
  adminRoutes(app);
  contactRoutes(app);
  socialRoutes(app);

  await registerWebApp(app, config.webRoot);
  return app;
}

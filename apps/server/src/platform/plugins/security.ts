import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { servedOverHttps } from '../config.js';

/**
 * helmet's defaults plus a Content-Security-Policy the built app really runs under: scripts only
 * from our origin, no inline scripts; inline styles are allowed because toasts and React style
 * attributes use them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, extraImageSources: string[] = []): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extraImageSources],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Strict-Transport-Security means something only over HTTPS; over plain http it is noise.
    hsts: servedOverHttps(app.config) ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
    // The sign-in popup talks to its opener with postMessage, which same-origin COOP would cut.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}

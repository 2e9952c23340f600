import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const require = createRequire(import.meta.url);
const swaggerUiRoot = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const OPENAPI_PATH = '/api/openapi.json';
const DOCS_PATH = '/api/docs';

/**
 * The API described as OpenAPI 3.1, generated from the routes' zod schemas (the contract), at
 * /api/openapi.json, and browsable at /api/docs with Swagger UI served from its npm package (no
 * CDN). Register it before any route: it learns the routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storybook API',
        version,
        description:
          'Every call of the app. Errors answer `{ "error": { "code", "message" } }`. Calls marked with a lock need a session: the `storybook_session` cookie or `Authorization: Bearer <token>` from POST /api/login.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'storybook_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  await app.register(async (docs) => {
    await docs.register(fastifyStatic, {
      root: swaggerUiRoot,
      prefix: `${DOCS_PATH}/assets/`,
      decorateReply: false,
      index: false,
    });
    docs.get(DOCS_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html').header('cache-control', 'no-cache').send(DOCS_PAGE),
    );
    // The Content-Security-Policy allows no inline script, so the page starts Swagger UI from a file.
    docs.get(`${DOCS_PATH}/start.js`, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/javascript')
        .send(`window.ui = SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#docs', deepLinking: true });`),
    );
  });
}

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Storybook API</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${DOCS_PATH}/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="docs"></div>
    <script src="${DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`;

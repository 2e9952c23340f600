import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3 {
  /** e.g. `http://127.0.0.1:53124`, for S3_ENDPOINT with path-style addressing. */
  endpoint: string;
  /** Objects by `bucket/key`. */
  objects: Map<string, FakeS3Object>;
  /** `METHOD /bucket/key` of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A small S3-compatible HTTP server (path-style PutObject, GetObject, HeadObject on an in-memory
 * map), so the S3 store is tested through the real SDK over HTTP. Requests must be SigV4-signed
 * with `accessKeyId`, like a real server would insist.
 */
export async function startFakeS3(accessKeyId: string): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    void handle(request, response).catch(() => sendError(response, 500, 'InternalError'));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname } = new URL(request.url ?? '/', 'http://fake');
    const name = decodeURIComponent(pathname.slice(1));
    requests.push(`${request.method} /${name}`);
    if (!request.headers.authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      return sendError(response, 403, 'AccessDenied');
    }
    if (request.method === 'PUT') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      objects.set(name, {
        body: Buffer.concat(chunks),
        contentType: request.headers['content-type'],
        cacheControl: request.headers['cache-control'],
      });
      response.writeHead(200, { etag: '"fake"' }).end();
      return;
    }
    const object = objects.get(name);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(response, 405, 'MethodNotAllowed');
    if (!object) return sendError(response, 404, 'NoSuchKey', request.method === 'HEAD');
    response.writeHead(200, {
      'content-type': object.contentType ?? 'application/octet-stream',
      'content-length': object.body.length,
      etag: '"fake"',
    });
    response.end(request.method === 'GET' ? object.body : undefined);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The SDK keeps connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

/** S3's XML error body (HEAD answers carry none). */
function sendError(response: ServerResponse, status: number, code: string, headOnly = false): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
  response.end(headOnly ? undefined : xml);
}

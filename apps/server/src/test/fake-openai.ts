import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** Which API a request was for. `download` is the GET of a picture answered as a URL. */
type FakeEndpoint = 'chat' | 'generations' | 'edits' | 'gemini' | 'download' | 'other';

/**
 * How the fake answers one request. Steps are taken in arrival order, first from the queue of the
 * request's endpoint, then from the shared queue; with both empty the answer is a success.
 */
interface FakeStep {
  /** HTTP status; 200 (the default) is a success, anything else an OpenAI-style error body. */
  status?: number;
  /** `Retry-After` header sent with the answer (seconds or an HTTP date), e.g. with a 429. */
  retryAfter?: string;
  /** Waits this long on top of the server's latency before answering (longer than a timeout: a hang). */
  delayMs?: number;
  /** A 200 whose content is broken JSON (chat, gemini: the model's text; images: the body). */
  malformed?: boolean;
  /** Chat and gemini: this value, JSON-encoded, is the model's answer instead of the generated story or quiz. */
  reply?: unknown;
  /** Images: answer `url` (a link to this server, served once) instead of `b64_json`. */
  imageAs?: 'b64_json' | 'url';
}

/** A picture the fake received: an image part of a chat or gemini message, or a file of an edits form. */
interface FakeImage {
  /** Form field (`image`, `image[]`) for edits; `image_url` or `inlineData` for chat and gemini. */
  field: string;
  mediaType: string;
  bytes: number;
  width: number;
  height: number;
  /** Mean colour, `#rrggbb`: tests tell pictures apart by it. */
  colour: string;
}

export interface FakeRequest {
  /** 1, 2, ... in arrival order. */
  id: number;
  method: string;
  /** Path without the query, e.g. `/v1/images/edits`. */
  path: string;
  endpoint: FakeEndpoint;
  /** When the request arrived and when its answer was fully sent (or the client went away), in ms since the epoch. */
  startedAt: number;
  endedAt: number | null;
  /** Status sent; null while pending or when the client went away first. */
  status: number | null;
  /** The client closed the connection before the answer (e.g. its timeout fired). */
  aborted: boolean;
  /** The `Authorization` header (OpenAI) or `x-goog-api-key` (Gemini) as sent, or null. */
  apiKey: string | null;
  model: string | null;
  /** System instructions (chat: system or developer messages; gemini: systemInstruction), or null. */
  system: string | null;
  /** Text of the request: the user messages (chat, gemini) or the `prompt` field (images). */
  prompt: string | null;
  /** Picture inputs, in request order. */
  images: FakeImage[];
  /** Chat: `response_format`; gemini: `generationConfig`. */
  responseFormat: unknown;
  /** Scalar fields of an images request (JSON body or multipart form), e.g. `size`, `n`, `response_format`. */
  fields: Record<string, string>;
  /** Images: mean colour of the picture answered, `#rrggbb` (the same colour a client's WebP will have). */
  replyColour: string | null;
}

export interface FakeOpenAIOptions {
  /** Latency L added to every answer, in ms (default 0). */
  latencyMs?: number;
  /** Paragraphs in the generated story (default 6). */
  paragraphs?: number;
  /** Side of the square PNG answered for pictures (default 64). */
  imageSize?: number;
  /**
   * Decode received pictures for their size and colour (default true). Benchmarks turn it off so the
   * fake's own decoding does not compete with the client for the CPU; then width, height are 0 and colour ''.
   */
  inspectImages?: boolean;
}

export interface FakeOpenAI {
  /** OpenAI-style base URL ending in `/v1`, e.g. `http://127.0.0.1:41234/v1`. */
  url: string;
  /** Base URL for the Google provider (`.../v1beta`). */
  geminiUrl: string;
  /** Every request, in arrival order, updated as answers go out. */
  requests: FakeRequest[];
  /** Queues steps for the next requests (to `endpoint` only when given). */
  setScript(steps: FakeStep[], endpoint?: FakeEndpoint): void;
  setLatency(ms: number): void;
  /** Forgets requests and queued steps. */
  reset(): void;
  close(): Promise<void>;
}

const now = () => performance.timeOrigin + performance.now();

/**
 * A fake OpenAI (and Gemini) HTTP server on 127.0.0.1 for tests and benchmarks: chat completions
 * answering a story or quiz in the JSON shape asked for, image generations and edits answering a
 * small PNG whose colour depends on the request, and scripted failures, delays and latency.
 */
export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  let latencyMs = options.latencyMs ?? 0;
  const paragraphs = options.paragraphs ?? 6;
  const imageSize = options.imageSize ?? 64;
  const inspectImages = options.inspectImages ?? true;
  const requests: FakeRequest[] = [];
  const queues = new Map<FakeEndpoint | '*', FakeStep[]>();
  const downloads = new Map<string, Buffer>();
  const timers = new Set<NodeJS.Timeout>();
  let origin = '';

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const nextStep = (endpoint: FakeEndpoint): FakeStep =>
    queues.get(endpoint)?.shift() ?? (endpoint === 'download' ? undefined : queues.get('*')?.shift()) ?? {};

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'fake server error', type: 'server_error' } }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const endpoint = endpointOf(req.method ?? 'GET', path);
    const entry: FakeRequest = {
      id: requests.length + 1,
      method: req.method ?? 'GET',
      path,
      endpoint,
      startedAt: now(),
      endedAt: null,
      status: null,
      aborted: false,
      apiKey: req.headers.authorization ?? (req.headers['x-goog-api-key'] as string | undefined) ?? null,
      model: null,
      system: null,
      prompt: null,
      images: [],
      responseFormat: null,
      fields: {},
      replyColour: null,
    };
    requests.push(entry);
    res.on('finish', () => {
      entry.endedAt = now();
    });
    res.on('close', () => {
      if (res.writableFinished) return;
      entry.endedAt = now();
      entry.aborted = true;
    });
    const body = await readBody(req);
    const step = nextStep(endpoint);
    await describeRequest(entry, req, body, inspectImages);
    await wait(latencyMs + (step.delayMs ?? 0));
    if (res.destroyed) return;

    const status = step.status ?? 200;
    if (endpoint === 'other')
      return send(res, entry, 404, { error: { message: 'no such route', type: 'invalid_request_error' } });
    if (status !== 200) {
      const headers: Record<string, string> = step.retryAfter ? { 'retry-after': step.retryAfter } : {};
      return send(res, entry, status, { error: { message: `scripted failure ${status}`, type: 'server_error' } }, headers);
    }
    if (endpoint === 'download') {
      const file = downloads.get(path);
      downloads.delete(path);
      if (!file) return send(res, entry, 404, { error: { message: 'expired' } });
      entry.status = 200;
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': file.length }).end(file);
      return;
    }
    if (endpoint === 'chat' || endpoint === 'gemini') {
      const content = step.malformed
        ? '{"title": "Half a story", "tags": ["cut'
        : JSON.stringify(step.reply ?? textReply(entry, paragraphs));
      return send(res, entry, 200, endpoint === 'chat' ? chatCompletion(entry, content) : geminiResponse(content));
    }
    if (step.malformed) {
      entry.status = 200;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [{"b64_json": ');
      return;
    }
    const { png, colour } = await pictureFor(entry, imageSize);
    entry.replyColour = colour;
    let item: Record<string, string> = { b64_json: png.toString('base64') };
    if (step.imageAs === 'url') {
      const name = `/files/picture-${entry.id}.png`;
      downloads.set(name, png);
      item = { url: `${origin}${name}` };
    }
    return send(res, entry, 200, { created: Math.floor(Date.now() / 1000), data: [item] });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}/v1`,
    geminiUrl: `${origin}/v1beta`,
    requests,
    setScript(steps, endpoint) {
      const key = endpoint ?? '*';
      queues.set(key, [...(queues.get(key) ?? []), ...steps]);
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    reset() {
      requests.length = 0;
      queues.clear();
      downloads.clear();
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function endpointOf(method: string, path: string): FakeEndpoint {
  if (method === 'GET' && path.startsWith('/files/')) return 'download';
  if (method !== 'POST') return 'other';
  if (path === '/v1/chat/completions') return 'chat';
  if (path === '/v1/images/generations') return 'generations';
  if (path === '/v1/images/edits') return 'edits';
  if (/^\/v1beta\/models\/[^/]+:generateContent$/.test(path)) return 'gemini';
  return 'other';
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(
  res: ServerResponse,
  entry: FakeRequest,
  status: number,
  json: unknown,
  headers: Record<string, string> = {},
): void {
  entry.status = status;
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(json));
}

/** Fills the log entry from the request body, per API. */
async function describeRequest(entry: FakeRequest, req: IncomingMessage, body: Buffer, inspect: boolean): Promise<void> {
  const describeImage = (field: string, mediaType: string, bytes: Buffer) =>
    inspect
      ? inspectImage(field, mediaType, bytes)
      : Promise.resolve({ field, mediaType, bytes: bytes.length, width: 0, height: 0, colour: '' });
  if (entry.endpoint === 'edits') {
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    }).formData();
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') entry.fields[field] = value;
      else entry.images.push(await describeImage(field, value.type, Buffer.from(await value.arrayBuffer())));
    }
    entry.model = entry.fields.model ?? null;
    entry.prompt = entry.fields.prompt ?? null;
    return;
  }
  if (entry.endpoint === 'download' || entry.endpoint === 'other') return;
  const json = safeJson(body) as Record<string, unknown> | null;
  if (!json) return;
  if (entry.endpoint === 'generations') {
    for (const [key, value] of Object.entries(json)) if (typeof value !== 'object') entry.fields[key] = String(value);
    entry.model = entry.fields.model ?? null;
    entry.prompt = entry.fields.prompt ?? null;
  } else if (entry.endpoint === 'chat') {
    entry.model = typeof json.model === 'string' ? json.model : null;
    entry.responseFormat = json.response_format ?? null;
    const texts: string[] = [];
    const messages = (json.messages as Array<{ role: string; content: unknown }> | undefined) ?? [];
    const system = messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => String(m.content));
    entry.system = system.length > 0 ? system.join('\n') : null;
    for (const message of messages) {
      if (message.role !== 'user') continue;
      const parts =
        typeof message.content === 'string'
          ? [{ type: 'text', text: message.content }]
          : (message.content as Array<Record<string, unknown>>);
      for (const part of parts) {
        if (part.type === 'text') texts.push(String(part.text));
        const url = (part.image_url as { url?: string } | undefined)?.url;
        const data = url && /^data:([^;]+);base64,(.*)$/s.exec(url);
        if (part.type === 'image_url' && data)
          entry.images.push(await describeImage('image_url', data[1]!, Buffer.from(data[2]!, 'base64')));
      }
    }
    entry.prompt = texts.join('\n');
  } else if (entry.endpoint === 'gemini') {
    entry.model = /models\/([^:]+):/.exec(entry.path)?.[1] ?? null;
    entry.responseFormat = json.generationConfig ?? null;
    const instruction = json.systemInstruction as { parts?: Array<{ text?: string }> } | undefined;
    entry.system = instruction?.parts?.map((p) => p.text ?? '').join('\n') ?? null;
    const texts: string[] = [];
    for (const content of (json.contents as Array<{ role: string; parts: Array<Record<string, unknown>> }> | undefined) ?? []) {
      if (content.role !== 'user') continue;
      for (const part of content.parts) {
        if (typeof part.text === 'string') texts.push(part.text);
        const inline = part.inlineData as { mimeType: string; data: string } | undefined;
        if (inline) entry.images.push(await describeImage('inlineData', inline.mimeType, Buffer.from(inline.data, 'base64')));
      }
    }
    entry.prompt = texts.join('\n');
  }
}

async function inspectImage(field: string, mediaType: string, bytes: Buffer): Promise<FakeImage> {
  try {
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    const { channels } = await sharp(bytes).removeAlpha().stats();
    return { field, mediaType, bytes: bytes.length, width, height, colour: hex(channels.map((c) => c.mean)) };
  } catch {
    return { field, mediaType, bytes: bytes.length, width: 0, height: 0, colour: '' };
  }
}

/** A story, or a quiz when the JSON schema asked for has `questions`; built from the request's own words. */
function textReply(entry: FakeRequest, paragraphs: number): unknown {
  const format = entry.responseFormat as Record<string, unknown> | null;
  const schemaText = JSON.stringify(format ?? {});
  const idea = /"""([\s\S]*?)"""/.exec(entry.prompt ?? '')?.[1]?.trim() ?? (entry.prompt ?? 'a day out').slice(0, 80);
  const words = idea.split(/\s+/).slice(0, 6).join(' ');
  if (schemaText.includes('"questions"')) {
    return {
      questions: [
        {
          question: 'Who is the story about?',
          options: ['A friendly fox', 'A robot', 'A whale', 'A king'],
          answer: 'A friendly fox',
        },
        { question: 'How does the story end?', options: ['Happily', 'Sadly', 'In a storm', 'At school'], answer: 'Happily' },
      ],
    };
  }
  // Like a model that follows the brief: the names it must write and the key terms it must use.
  const prompt = entry.prompt ?? '';
  const names = [...prompt.matchAll(/Write the name exactly "([^"]+)"|write the name exactly "([^"]+)"/g)].map(
    (m) => m[1] ?? m[2]!,
  );
  const terms = [...prompt.matchAll(/(?:Use these key terms|key terms, use at least three of them): ([^.\n]+)\./g)].flatMap((m) =>
    m[1]!.split(/,\s*/),
  );
  return {
    title: `A Story About ${words}`,
    tags: ['friendship', 'adventure', 'kindness'],
    paragraphs: Array.from({ length: paragraphs }, (_, i) =>
      [
        `In part ${i + 1} of the tale, ${words}.`,
        ...(names.length > 0 ? [`${names.join(' and ')} smiled.`] : []),
        ...(terms.length > 0 ? [`They talked about ${terms[i % terms.length]} and ${terms[(i + 1) % terms.length]}.`] : []),
        'Everyone smiled and learned something new.',
      ].join(' '),
    ),
  };
}

function chatCompletion(entry: FakeRequest, content: string): unknown {
  return {
    id: `chatcmpl-fake-${entry.id}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: entry.model ?? 'fake',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
  };
}

function geminiResponse(content: string): unknown {
  return {
    candidates: [{ content: { role: 'model', parts: [{ text: content }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 200, totalTokenCount: 300 },
  };
}

/** A square PNG in one colour picked by the request's prompt and reference images. */
async function pictureFor(entry: FakeRequest, size: number): Promise<{ png: Buffer; colour: string }> {
  const seed = createHash('sha256')
    .update(entry.prompt ?? '')
    .update(entry.images.map((i) => `${i.colour}:${i.bytes}`).join(','))
    .digest();
  // Mid-range channels keep the colour far from the white a decoder might flatten to.
  const rgb = [seed[0]!, seed[1]!, seed[2]!].map((v) => 40 + Math.round((v / 255) * 175));
  const png = await sharp({
    create: { width: size, height: size, channels: 3, background: { r: rgb[0]!, g: rgb[1]!, b: rgb[2]! } },
  })
    .png()
    .toBuffer();
  return { png, colour: hex(rgb) };
}

function hex(rgb: number[]): string {
  return `#${rgb
    .slice(0, 3)
    .map((v) => Math.round(v).toString(16).padStart(2, '0'))
    .join('')}`;
}

function safeJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}

/** A plain square picture in one colour (CSS colour), e.g. an avatar tests can recognise by its colour. */
export function solidImage(colour: string, format: 'png' | 'jpeg' | 'webp' = 'png', size = 48): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** Largest per-channel difference between two `#rrggbb` colours (0 to 255). */
export function hexDistance(a: string, b: string): number {
  const rgb = (h: string) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return Math.max(...x.map((v, i) => Math.abs(v - y[i]!)));
}

/** Mean colour of a picture, `#rrggbb`. */
export async function meanColour(image: Buffer): Promise<string> {
  const { channels } = await sharp(image).removeAlpha().stats();
  return hex(channels.map((c) => c.mean));
}

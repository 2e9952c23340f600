/**
 * Reads the text of reference images (e.g. a photo of a textbook page) with tesseract.js, offline:
 * the English LSTM data comes from the @tesseract.js-data/eng package, nothing is fetched or cached
 * to disk. One worker is created on first use and reused (it takes about a second to start); it
 * does not keep the process alive while idle, is closed after a quiet spell, and on process exit.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);
/** The LSTM-only "best_int" model: a third of the size of the full data and what OEM.LSTM_ONLY reads. */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
/** Tesseract reads best with text some 20–40 px high: small photos are enlarged, huge ones reduced. */
const MIN_WIDTH = 1200;
const MAX_WIDTH = 2400;
const IDLE_CLOSE_MS = 120_000;

interface Thread {
  ref(): void;
  unref(): void;
}

let worker: Promise<Tesseract.Worker> | null = null;
/** The started worker, for the synchronous exit hook. */
let started: Tesseract.Worker | null = null;
let busy = 0;
let idleTimer: NodeJS.Timeout | null = null;
let exitHookAdded = false;

/** The worker_threads Worker inside tesseract.js's worker (not in its types). */
const threadOf = (w: Tesseract.Worker) => (w as unknown as { worker?: Thread }).worker ?? null;

async function createReadyWorker(): Promise<Tesseract.Worker> {
  // Loaded on first use: most stories have no reference image, and start-up stays quick.
  const { default: tesseract } = await import('tesseract.js');
  const ready = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
    logger: () => {},
    // Without a handler tesseract.js rethrows job errors inside its message listener, which would
    // crash the server; the failed call still rejects and is handled by the caller.
    errorHandler: () => {},
  });
  // Photos and renders rarely say their resolution; without this Tesseract guesses and warns.
  await ready.setParameters({ user_defined_dpi: '300' });
  return ready;
}

function startWorker(): Promise<Tesseract.Worker> {
  const starting = createReadyWorker();
  starting.then(
    (ready) => {
      if (worker === starting) started = ready;
    },
    () => {
      worker = null;
    },
  );
  if (!exitHookAdded) {
    exitHookAdded = true;
    // 'exit' handlers run synchronously: terminate() stops the thread before its promise settles.
    process.once('exit', () => {
      void started?.terminate();
    });
  }
  return starting;
}

function scheduleIdleClose(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (busy === 0) void closeOcr();
  }, IDLE_CLOSE_MS);
  idleTimer.unref();
}

/** Greyscale, white behind transparency, contrast stretched, sized for recognition; PNG. */
async function prepare(image: Buffer): Promise<Buffer> {
  const input = sharp(image, { failOn: 'none' }).rotate();
  const { width = MIN_WIDTH } = await input.metadata();
  const target = Math.min(Math.max(width, MIN_WIDTH), MAX_WIDTH);
  return input.flatten({ background: '#ffffff' }).resize({ width: target }).greyscale().normalise().png().toBuffer();
}

/** The text of each image, in order; an image that cannot be read gives ''. */
export async function readImageTexts(images: readonly Buffer[]): Promise<string[]> {
  if (images.length === 0) return [];
  busy += 1;
  try {
    worker ??= startWorker();
    const ready = await worker;
    threadOf(ready)?.ref();
    const texts: string[] = [];
    for (const image of images) {
      try {
        const { data } = await ready.recognize(await prepare(image));
        texts.push(data.text);
      } catch {
        texts.push('');
      }
    }
    return texts;
  } finally {
    busy -= 1;
    if (busy === 0 && worker) {
      const current = await worker.catch(() => null);
      if (current && busy === 0) threadOf(current)?.unref();
      scheduleIdleClose();
    }
  }
}

/** Stops the worker if one is running; the next read starts a new one. */
export async function closeOcr(): Promise<void> {
  const current = worker;
  worker = null;
  started = null;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (!current) return;
  const ready = await current.catch(() => null);
  await ready?.terminate();
}

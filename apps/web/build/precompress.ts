import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files and TrueType fonts (the PDF's) are worth compressing; images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ttf)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside every compressible file in `dir`. */
async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

/**
 * Compresses the built app once, at build time, so the server sends brotli or gzip without
 * compressing on every request (it picks the copy the browser accepts).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'storybook:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

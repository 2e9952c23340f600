import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Never inputs of a build: outputs, installed packages and test reports; `test` folders and test files below. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * A hash of what a build reads: every file below `roots` (folders or single files, relative to
 * `base`) but tests, outputs and dependencies, by path and content, and the `settings` it bakes in
 * (the web build's VITE_ variables). Equal hashes mean the build would make the same output, so it
 * can be skipped.
 */
export function inputsHash(base, roots, settings = {}) {
  const hash = createHash('sha256');
  for (const name of Object.keys(settings).sort()) hash.update(`${name}=${settings[name]}\0`);
  for (const file of roots.flatMap((root) => filesBelow(base, root)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(base, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function filesBelow(base, relative) {
  const entries = (() => {
    try {
      return readdirSync(path.join(base, relative), { withFileTypes: true });
    } catch (error) {
      if (error.code === 'ENOTDIR') return null;
      if (error.code === 'ENOENT') return [];
      throw error;
    }
  })();
  if (entries === null) return [relative];
  return entries.flatMap((entry) => {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) || entry.name === 'test' ? [] : filesBelow(base, child);
    return TEST_FILE.test(entry.name) ? [] : [child];
  });
}

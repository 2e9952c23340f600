import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One temp folder for the whole run: the servers' data folders, downloads and the browser's own
 * files go under it (workers and the browsers they start inherit TMPDIR), and it is removed at the
 * end, with whatever a stopped worker could not clean up.
 */
export default function globalSetup(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'storybook-playwright-'));
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

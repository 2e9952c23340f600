import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

/** A new folder under the system's temp folder, removed when the calling test finishes. */
export function temporaryDirectory(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `storybook-${prefix}-`));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsHash } from './inputs-hash.js';

describe('inputsHash', () => {
  let base;
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };
  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'inputs-hash-'));
    write('package-lock.json', '{}');
    write('app/src/main.ts', 'export {};');
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  const hash = () => inputsHash(base, ['package-lock.json', 'app']);

  it('changes when a source file, a new file or the lock file changes', () => {
    const before = hash();
    expect(hash()).toBe(before);
    write('app/src/main.ts', 'export const a = 1;');
    const edited = hash();
    expect(edited).not.toBe(before);
    write('app/src/more.ts', '');
    const added = hash();
    expect(added).not.toBe(edited);
    write('package-lock.json', '{"v":2}');
    expect(hash()).not.toBe(added);
  });

  it('changes when a setting the build bakes in changes', () => {
    const unset = hash();
    expect(inputsHash(base, ['package-lock.json', 'app'], {})).toBe(unset);
    const set = inputsHash(base, ['package-lock.json', 'app'], { VITE_APP_BETA_URL: 'https://beta.example' });
    expect(set).not.toBe(unset);
    expect(inputsHash(base, ['package-lock.json', 'app'], { VITE_APP_BETA_URL: 'https://other.example' })).not.toBe(set);
  });

  it('ignores outputs, installed packages and tests', () => {
    const before = hash();
    write('app/dist/main.js', 'built');
    write('app/node_modules/x/index.js', 'installed');
    write('app/src/main.test.ts', 'a test');
    write('app/src/test/helpers.ts', 'a helper');
    expect(hash()).toBe(before);
  });
});

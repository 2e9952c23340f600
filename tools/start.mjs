/**
 * `npm start`: builds what changed since the last build, then runs the server. A build is skipped
 * when its output exists and the hash of its inputs equals the one recorded after it last
 * succeeded, so an unchanged checkout starts at once instead of rebuilding everything. The hashes
 * live in node_modules/.cache, not beside the web app's files, which are served.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inputsHash } from './inputs-hash.js';

const root = path.resolve(import.meta.dirname, '..');
const hashes = path.join(root, 'node_modules/.cache/storybook-start');
const shared = ['package-lock.json', 'package.json', 'tsconfig.base.json', 'packages/contract'];
const builds = [
  {
    name: 'server',
    id: 'server',
    inputs: [...shared, 'packages/offline-ai', 'apps/server'],
    output: 'apps/server/dist/main.js',
    command: ['node_modules/typescript/bin/tsc', '-b', 'apps/server'],
    cwd: root,
  },
  {
    name: 'web app',
    id: 'web',
    inputs: [...shared, 'apps/web'],
    output: 'apps/web/dist/index.html',
    // Vite bakes VITE_ variables into the app: a new value must rebuild it.
    settings: Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'))),
    command: ['../../node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    cwd: path.join(root, 'apps/web'),
  },
];

for (const build of builds) {
  const hashFile = path.join(hashes, `${build.id}.inputs-hash`);
  const hash = inputsHash(root, build.inputs, build.settings);
  const built = existsSync(path.join(root, build.output)) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash;
  if (built) continue;
  console.log(`Building the ${build.name}...`);
  const result = spawnSync(process.execPath, build.command, { cwd: build.cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(hashes, { recursive: true });
  writeFileSync(hashFile, hash);
}

// Node 22 and later keep the compiled server code on disk between starts (Node 20 lacks it).
nodeModule.enableCompileCache?.();
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);

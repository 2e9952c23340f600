import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const serverEntry = path.join(root, 'apps/server/dist/main.js');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop: () => Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function freshDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'storybook-e2e-'));
}

/**
 * Starts the built server (npm run build first) and waits until it answers: on a free port, or on
 * `port` when the caller needs to know the address first (an OpenID Connect redirect URI, say).
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; port?: number } = {},
): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run "npm run build" first`);
  const port = options.port ?? (await freePort());
  // A data folder made here is removed on stop; one the caller passed is the caller's to remove.
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? freshDataDir();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: 'localhost', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = `http://localhost:${port}`;
  await waitUntilReady(url, exited, () => output);

  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** Polls GET /api/health until it answers 200 (the server listens and its database is up). */
async function waitUntilReady(url: string, exited: Promise<number | null>, output: () => string): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode} before answering:\n${output()}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer /api/health in 120 s:\n${output()}`);
}

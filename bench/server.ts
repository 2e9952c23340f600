import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, serverEntry } from '../e2e/server.js';

export { freshDataDir } from '../e2e/server.js';

export interface BenchServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawning the process to the first healthy answer. */
  startMs: number;
  stop(): Promise<void>;
}

/** Starts the built server in a child process and polls /api/health every 10 ms until it answers 200. */
export async function startBenchServer(dataDir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = started + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() > deadline) throw new Error('server did not become healthy in 60 s');
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const startMs = performance.now() - started;
  return {
    url,
    child,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

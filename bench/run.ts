import autocannon from 'autocannon';
import { benchCartoonify } from './cartoonify.js';
import { benchHosted } from './hosted.js';
import { benchIllustrations } from './illustrations.js';
import { benchLighthouse } from './lighthouse.js';
import { benchReader } from './reader.js';
import { benchStory } from './story.js';
import { benchUpload } from './upload.js';
import { freshDataDir, startBenchServer } from './server.js';

/**
 * `npm run bench`: figures later changes are compared with. Each figure is measured on this
 * machine when the command runs; nothing here passes or fails.
 */
interface Row {
  figure: string;
  value: string;
}
const rows: Row[] = [];
const record = (figure: string, value: string) => {
  rows.push({ figure, value });
  console.log(`${figure}: ${value}`);
};

async function coldStart(): Promise<void> {
  // A new data folder: PGlite creates its database and applies every migration.
  const dataDir = freshDataDir();
  const first = await startBenchServer(dataDir);
  record('cold start, new data folder -> first healthy response', `${first.startMs.toFixed(0)} ms`);
  await first.stop();
  // The same folder again: what a restart costs.
  const again = await startBenchServer(dataDir);
  record('warm start, existing data folder -> first healthy response', `${again.startMs.toFixed(0)} ms`);
  await again.stop();
}

async function healthThroughput(): Promise<void> {
  const server = await startBenchServer(freshDataDir());
  try {
    const result = await autocannon({ url: `${server.url}/api/health`, connections: 10, duration: 5 });
    record(
      'GET /api/health, 10 connections, 5 s',
      `${result.requests.average.toFixed(0)} req/s (p99 latency ${result.latency.p99} ms, ${result.non2xx} non-2xx)`,
    );
  } finally {
    await server.stop();
  }
}

/** `npm run bench -- feed upload`: only the named parts; all of them without names. */
const parts: [string, () => Promise<void>][] = [
  ['start', coldStart],
  ['health', healthThroughput],
  ['cartoonify', () => benchCartoonify(record)],
  ['illustrations', () => benchIllustrations(record)],
  ['hosted', () => benchHosted(record)],
  ['upload', () => benchUpload(record)],
  ['story', () => benchStory(record)],
  // Seeds 100 000 stories once into bench/.cache (minutes), then reuses them.
  ['feed', () => benchReader(record)],
  // Lighthouse's mobile preset on the home page and a story page, with the system Chromium.
  ['lighthouse', () => benchLighthouse(record)],
];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !parts.some(([part]) => part === name));
if (unknown.length > 0) throw new Error(`Unknown bench part ${unknown.join(', ')}; parts: ${parts.map(([p]) => p).join(', ')}`);
for (const [name, run] of parts) if (chosen.length === 0 || chosen.includes(name)) await run();
console.log('\nSummary');
console.table(rows);

import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { createMediaStore } from '../apps/server/src/platform/media-storage/create-store.js';
import { seedLibrary } from './seed/seed.js';

/**
 * `npm run seed -- --stories 100000 [--users 2000] [--pictures 12] [--seed 1]`: adds public
 * stories with lines, pictures, likes, ratings and comments to the database the server would use
 * (DATABASE_URL, else PGlite in DATA_DIR), and the pictures to its media store.
 */
const { values } = parseArgs({
  options: {
    stories: { type: 'string', default: '1000' },
    users: { type: 'string', default: '2000' },
    pictures: { type: 'string', default: '12' },
    seed: { type: 'string', default: '1' },
  },
});
const number = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, not ${values[name]}`);
  return value;
};

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.dataDir}`;
console.log(`Seeding ${number('stories')} stories by ${number('users')} users into ${where}`);
const started = performance.now();
try {
  const report = await seedLibrary(database, createMediaStore(config), {
    stories: number('stories'),
    users: Math.max(1, number('users')),
    pictures: number('pictures'),
    seed: number('seed'),
    log: (message) => console.log(message),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Done in ${seconds} s: ${report.stories} stories, ${report.lines} lines, ${report.likes} likes, ${report.ratings} ratings, ${report.comments} comments`,
  );
} finally {
  await database.close();
}

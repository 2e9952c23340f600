import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Closing the app closes the database, so PGlite flushes its files before we exit.
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Storybook is running at ${address.replace('127.0.0.1', 'localhost')}`,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { startServer } from './app.js';
import { ConfigError } from './config.js';

// CLI entry: node server/dist/main.js. Configuration comes from the environment (see config.ts).
async function main(): Promise<void> {
  const server = await startServer({ printBanner: true });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.services.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        server.services.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    (error instanceof Error && error.message.startsWith('Port '))
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Marquee server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});

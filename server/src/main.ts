import { startServer } from './app.js';
import { ConfigError } from './config.js';

// CLI entry: node --no-memory-reducer server/dist/main.js (npm start). Configuration comes from
// the environment (see config.ts).
//
// --no-memory-reducer: V8 shrinks an idle process's heap with an extra major collection a few
// seconds after it calms down. A server holding thousands of screens' sockets has a heap of
// hundreds of MB that this collection must mark, mostly on the main thread, and the next burst
// (a bulk action, a publish) lands in it: /health waited 200-420 ms in those rounds of the fleet
// benchmark, against under 100 ms in every other. The heap it would give back is taken again at
// the next burst. V8 reads the flag only at start, so it cannot be set from here.
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

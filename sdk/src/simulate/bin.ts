import { main } from './cli.js';

// The marquee-simulate executable: argv after the script name, exit code from main.
// A closed pipe (`| head`) ends the run quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`marquee-simulate: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 3;
  },
);

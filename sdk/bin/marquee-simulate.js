#!/usr/bin/env node
// The marquee-simulate command. This file is committed (dist/ is not), so `npm ci` can link the
// command before anything is built; it runs the built simulator, or says how to build it.
import { existsSync } from 'node:fs';

const built = new URL('../dist/marquee-simulate.js', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write(
    'marquee-simulate: the sdk is not built yet; run `npm run build` (or `npm start`) first.\n',
  );
  process.exit(2);
}
await import(built.href);

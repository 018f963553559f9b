import { chmod, rm } from 'node:fs/promises';
import typescript from '@rollup/plugin-typescript';

// The sdk as a library: ES modules for bundlers and for Node (the server imports dist/model.js
// and dist/engine.js at runtime), so every package dependency stays external and is resolved
// by the consumer.
const isExternal = (id) =>
  !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id);

export default {
  input: {
    index: 'src/index.ts',
    model: 'src/model/index.ts',
    engine: 'src/engine/index.ts',
    player: 'src/player/index.ts',
    simulate: 'src/simulate/index.ts',
    'marquee-simulate': 'src/simulate/bin.ts',
  },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
    // The simulator CLI runs as an executable.
    banner: (chunk) => (chunk.name === 'marquee-simulate' ? '#!/usr/bin/env node' : ''),
  },
  external: isExternal,
  plugins: [
    // A build starts from an empty dist, so a file moved or deleted (a test kit) leaves no copy.
    { name: 'clean-dist', buildStart: () => rm('dist', { recursive: true, force: true }) },
    typescript({ tsconfig: './tsconfig.build.json' }),
    // The marquee-simulate bin must be executable straight from dist.
    { name: 'executable-bin', writeBundle: () => chmod('dist/marquee-simulate.js', 0o755) },
  ],
};

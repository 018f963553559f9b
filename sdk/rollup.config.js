import typescript from '@rollup/plugin-typescript';

// The sdk as a library: ES modules for bundlers and for Node (the server imports dist/model.js
// at runtime), so every package dependency stays external and is resolved by the consumer.
const isExternal = (id) =>
  !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id);

export default {
  input: {
    index: 'src/index.ts',
    model: 'src/model/index.ts',
    player: 'src/player/index.ts',
  },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
  external: isExternal,
  plugins: [typescript({ tsconfig: './tsconfig.build.json' })],
};

import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The server (port 8080) serves the API, blobs, fonts and the web player; in development Vite
// proxies them so the console talks to one origin and the screens_token cookie works as in
// production.
const SERVER = 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    // 'source' first: @marquee/sdk exports its TypeScript sources under that condition, so the
    // console builds against the sdk without the sdk being built first.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // A library group is named after every page that shares it (vendor~App~signedInLayouts~…,
        // up to 120 characters), and each chunk lists, by file name, the chunks its lazy imports
        // preload: those names were 7 kB gzip of Screens' first load. The hash names them alone.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('vendor~') ? 'assets/vendor-[hash].js' : 'assets/[name]-[hash].js',
        // Pages load by route (app/router.tsx). Libraries are grouped by the routes that use
        // them (entriesAware): /login gets the part of Fluent and Apollo it needs, the scene
        // editor brings Slate and the sdk stage, and one whole-library chunk would put all of
        // Fluent on every page. Small groups are not merged into a neighbour: a merge put code
        // that only a menu, a dialog or another page needs (Fluent's motion, cards, progress
        // bars) on every signed-in page, 25 kB gzip on Screens, more than the extra requests
        // cost (bench/RESULTS.md, console weight).
        // React is needed everywhere and changes least: its own chunk stays cached across
        // releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // zod is large (26 kB gzip) and only pages that parse content need it: in a group of
            // its own a small Fluent part cannot merge into it and drag it onto every page.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              name: 'vendor',
              test: /node_modules/,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: SERVER, ws: true, changeOrigin: false },
      '/blobs': { target: SERVER },
      '/fonts': { target: SERVER },
      '/player': { target: SERVER },
      '/health': { target: SERVER },
    },
  },
});

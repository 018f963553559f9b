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
        // Libraries change less often than the console: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'fluent', test: /node_modules[\\/]@fluentui/ },
            { name: 'zod', test: /node_modules[\\/]zod/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules/ },
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

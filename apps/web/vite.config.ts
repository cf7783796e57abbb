import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CSS_TARGET } from './src/config/css-target';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

// Dev: Vite serves the app with hot reload and proxies the API (and embedded auth) to the
// Fastify server. Production: `vite build` writes dist/apps/web, which the API serves itself.
export default defineConfig({
  root: __dirname,
  plugins: [react()],
  cacheDir: '../../node_modules/.vite/web',
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/auth': apiTarget, '/dev': apiTarget },
  },
  build: {
    outDir: '../../dist/apps/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    cssTarget: CSS_TARGET,
    manifest: true,
  },
});

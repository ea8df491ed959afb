import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web client lives in src/client and is built into dist/client, which the Fastify server serves.
// The server sends CSP `script-src 'self'`, so the built index.html must not contain inline scripts:
// Vite emits the entry as an external module script and the module-preload polyfill inside the bundle.
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
  preview: {
    port: 3000,
    strictPort: true,
  },
});

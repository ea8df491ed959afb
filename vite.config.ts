import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const CLIENT = join(import.meta.dirname, 'src/client');

/**
 * Writes the landing page and the 'could not load' screen into index.html as inert <template>s,
 * drawn at build time from the same React components the app uses (src/client/prerender.tsx). A
 * visitor at / then sees the landing page with no React at all (main.ts shows the template), and a
 * start that cannot load the app still has a friendly screen. Not in dev: there the app draws both.
 */
function staticPages(): Plugin {
  return {
    name: 'parkperks:static-pages',
    apply: 'build',
    async transformIndexHtml(html) {
      const { module } = await runnerImport<typeof import('./src/client/prerender')>(
        join(CLIENT, 'prerender.tsx'),
        { root: import.meta.dirname, logLevel: 'warn' },
      );
      const pages = module.renderStaticPages();
      const attribute = (text: string) =>
        text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      const template = (id: string, title: string, markup: string) =>
        `<template id="${id}" data-title="${attribute(title)}">${markup}</template>`;
      const templates = [
        template('static-landing', pages.landing.title, pages.landing.html),
        template('static-load-error', pages.loadError.title, pages.loadError.html),
        ...pages.forms.map((form) => template(form.id, form.title, form.html)),
      ].join('\n    ');
      if (!html.includes('<!-- static-pages -->'))
        throw new Error('index.html has no <!-- static-pages --> slot');
      return html.replace('<!-- static-pages -->', templates);
    },
  };
}

// The web client lives in src/client and is built into dist/client, which the Fastify server serves.
// The server sends CSP `script-src 'self'`, so the built index.html must not contain inline scripts:
// Vite emits the entry as an external module script and the module-preload polyfill inside the bundle,
// and the service worker is registered from that bundle (src/client/lib/service-worker.ts).
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    staticPages(),
    VitePWA({
      // A new version waits until the person chooses 'Reload' (components/update-prompt.tsx).
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      // The icons are precached by workbox.globPatterns already.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'ParkPerks',
        short_name: 'ParkPerks',
        description:
          'ParkPerks turns your parking receipt into discounts at shops, cafés and restaurants near where you parked.',
        lang: 'en-GB',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#1d4ed8',
        background_color: '#f8fafc',
        categories: ['shopping', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: index.html, every script and style, the icons. Nothing else is cached: API
        // answers (and the photos and logos under /api/objects) always go to the server, which
        // decides how fresh they are; the last known ticket and offers live in localStorage instead
        // (src/client/lib/persist-queries.ts).
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,woff2}'],
        globIgnores: ['**/.vite/**'],
        navigateFallback: 'index.html',
        // The town pages, sitemap and robots.txt come from the server (docs/decisions/034): the shell
        // would hide the shops drawn into the page from a returning visitor or a crawler.
        navigateFallbackDenylist: [
          /^\/api(\/|$)/,
          /^\/(healthz|readyz|metrics)$/,
          /^\/towns(\/|\?|$)/,
          /^\/(sitemap\.xml|robots\.txt)$/,
        ],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
        inlineWorkboxRuntime: true,
        // Hashed names under /assets/ change with their content; Workbox need not add its own revision.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ],
  resolve: {
    alias: {
      // React 19 has useSyncExternalStore: wouter's shim for older Reacts is not sent (docs/decisions/033).
      'use-sync-external-store/shim/index.js': join(CLIENT, 'lib/use-sync-external-store.ts'),
    },
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each entry and page pulls in (the size budgets are read from it).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The icons the driver's home draws, in one file rather than one each: a file of 200 bytes
              // costs its own request and compresses badly (tests/e2e/budgets.e2e.ts holds the total).
              name: 'driver-icons',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](ticket|clock-3|chevron-right|rotate-ccw-clock|camera|piggy-bank|map-pin|circle-check|arrow-left)\.mjs$/,
            },
          ],
        },
      },
      treeshake: {
        // The shared contracts build zod schemas at the top of their modules; the web client uses
        // only some of them (forms), so a schema nothing reads is dropped instead of pulling all of
        // zod into every page that needs a constant or an error code from the same file.
        manualPureFunctions: ['z'],
      },
    },
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

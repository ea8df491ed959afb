import './styles.css';
import { loadChunk, mayReloadForChunk, reloadForChunk } from './lib/chunk-reload';
import { readSessionHint } from './lib/session-hint';
import { showStaticPage, staticFormId } from './lib/static-page';
// Kept in this first script: both the visitors' script and the app use it, and a chunk of its own
// would cost a request and more bytes than it holds.
import './lib/link-intent';

/**
 * The first script of every page, kept small: a visitor at / gets the prerendered landing page and
 * no React at all (static-landing.ts); everyone else, or a visitor leaving the landing page, gets the
 * app (app.tsx), loaded on demand. If the app's code cannot be loaded, the page reloads once, then
 * shows 'We couldn’t load this page' with 'Try again' (also prerendered: no React needed).
 */
// The server's CSP forbids eval (script-src 'self'): zod's fast path would probe for it with
// `new Function` and every page would log a CSP violation. Validation is as strict either way.
// zod keeps its settings on this global (shared by every copy of zod) and adopts one set before it
// loads, so the first script need not load zod to say it.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const loadApp = loadChunk(() => import('./app'));
let leaveLanding: (() => void) | null = null;

function appFailedToLoad(): void {
  if (mayReloadForChunk()) {
    reloadForChunk();
    return;
  }
  if (!root || !showStaticPage(root, 'static-load-error')) return;
  root.querySelector('[data-retry]')?.addEventListener('click', () => reloadForChunk());
}

function startApp(known: { user?: unknown } = {}): void {
  leaveLanding?.();
  leaveLanding = null;
  loadApp().then((app) => app.startApp(root as HTMLElement, known), appFailedToLoad);
}

// A visitor at a sign-in or sign-up form sees its prerendered copy at once; the app draws over it
// once the app and that page's code are here, so the page never flashes the loader. Not with a query
// string (?next= from a poster's QR code): the copy's links could not carry it. Which paths have a
// copy is in index.html (route-table.ts STATIC_FORMS): none in dev, where the app draws at once.
const { pathname, search } = window.location;
const visitor = !readSessionHint();
const isStaticForm = (path: string) => document.getElementById(staticFormId(path)) !== null;
if (visitor && !search && isStaticForm(pathname)) {
  import('./lib/static-forms').then(
    ({ showStaticForm }) => {
      if (!showStaticForm(root, pathname)) {
        startApp();
        return;
      }
      // After the copy is on screen: the first paint waits for nothing else.
      requestAnimationFrame(() =>
        setTimeout(() => {
          loadApp()
            .then(async (app) => {
              await app.loadRoute(pathname, null).catch(() => {});
              app.startApp(root, { prerendered: true });
            })
            .catch(appFailedToLoad);
        }, 0),
      );
    },
    () => startApp(),
  );
} else if (pathname === '/' && visitor) {
  // The landing page's own script comes only to visitors at / (a signed-in driver never needs it).
  import('./static-landing').then(
    ({ showStaticLanding }) => {
      leaveLanding = showStaticLanding(root, {
        start: startApp,
        prefetch: (path) => {
          loadApp().then(
            (app) => app.prefetchRoute(path, null),
            () => {},
          );
        },
      });
      if (!leaveLanding) startApp();
    },
    () => startApp(),
  );
} else {
  startApp();
}

// The offline shell (lib/service-worker.ts), once the page itself has everything it needs. Not in
// dev, where there is no service worker to register (vite-plugin-pwa builds it).
if (import.meta.env.PROD) {
  window.addEventListener(
    'load',
    () => {
      import('./lib/service-worker').then(
        (serviceWorker) => serviceWorker.registerServiceWorker(),
        () => {},
      );
    },
    { once: true },
  );
}

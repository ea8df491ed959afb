/**
 * The service worker (vite.config.ts: vite-plugin-pwa's Workbox service worker at /sw.js) keeps the
 * app shell so the app opens offline. A new version installs in the background and then waits: the
 * person is asked ('New version available' with 'Reload', components/update-prompt.tsx) rather than
 * having the page change under them. Kept outside React: main.ts registers it once the page has
 * loaded. Written with the browser's own API rather than workbox-window, whose 2 KB would have
 * pushed the driver's home past its JavaScript budget; the protocol is Workbox's ('SKIP_WAITING').
 */

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60_000;

type Listener = () => void;

const listeners = new Set<Listener>();
let waitingWorker: ServiceWorker | null = null;
let registered = false;

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a new version is installed and waiting for 'Reload'. */
export function isUpdateWaiting(): boolean {
  return waitingWorker !== null;
}

/** A new version is waiting, unless this is the very first install (nothing to replace). */
function offer(worker: ServiceWorker | null): void {
  if (!worker || !navigator.serviceWorker.controller || worker === waitingWorker) return;
  waitingWorker = worker;
  emit();
}

function watch(worker: ServiceWorker | null): void {
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed') offer(worker);
  });
}

/** Registers /sw.js (once). Browsers without service workers simply have no offline shell. */
export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // Some embedders (test browsers that block service workers) answer nothing.
      if (!registration) return;
      offer(registration.waiting);
      watch(registration.installing);
      registration.addEventListener('updatefound', () => watch(registration.installing));
      const check = () => {
        if (navigator.onLine !== false) registration.update().catch(() => {});
      };
      window.setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    (error: unknown) => console.warn('The service worker could not be registered', error),
  );
}

/** 'Reload': the waiting version takes over, and the page reloads into it once it has. */
export function reloadIntoUpdate(): void {
  const worker = waitingWorker;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

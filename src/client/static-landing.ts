import { onLinkIntent } from './lib/link-intent';
import { showStaticPage } from './lib/static-page';
import {
  isOffline,
  OFFLINE_DETAIL,
  OFFLINE_TITLE,
  reportReachable,
  reportUnreachable,
  subscribeToNetworkStatus,
} from './lib/network-status';

/**
 * The landing page without React (docs/decisions/019's '/' for visitors). vite.config.ts draws it into
 * index.html at build time from pages/public/landing.tsx; here it is shown, kept truthful (the year,
 * the offline banner) and left for the app as soon as it is needed: a link followed, or the server
 * saying someone is signed in after all.
 */

export interface StaticLandingHandlers {
  /** Starts the app at the current address, with the answer of /api/auth/session when there is one. */
  start(known: { user?: unknown }): void;
  /** A link is about to be followed: load the app and that page's code. */
  prefetch(path: string): void;
}

/** The offline banner before React: the same words and look as components/offline-banner.tsx. */
function staticOfflineBanner(root: HTMLElement): () => void {
  const region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  root.before(region);
  const render = () => {
    if (!isOffline()) {
      region.className = '';
      region.replaceChildren();
      return;
    }
    region.className = 'sticky top-0 z-40';
    const bar = document.createElement('div');
    bar.className =
      'flex items-start justify-center gap-2 bg-slate-900 px-4 py-2 pt-[max(0.5rem,env(safe-area-inset-top))] text-sm text-white';
    const text = document.createElement('p');
    const title = document.createElement('strong');
    title.className = 'font-semibold';
    title.textContent = OFFLINE_TITLE;
    const detail = document.createElement('span');
    detail.className = 'text-slate-200';
    detail.textContent = ` · ${OFFLINE_DETAIL}`;
    text.append(title, detail);
    bar.append(text);
    region.replaceChildren(bar);
  };
  render();
  const unsubscribe = subscribeToNetworkStatus(render);
  return () => {
    unsubscribe();
    region.remove();
  };
}

function isPlainClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Shows the prerendered landing page in `root`. Answers the function that takes it down (before the
 * app draws), or null when index.html has none (dev: the app draws its own).
 */
export function showStaticLanding(root: HTMLElement, handlers: StaticLandingHandlers): (() => void) | null {
  if (!showStaticPage(root, 'static-landing')) return null;
  for (const element of root.querySelectorAll('[data-current-year]')) {
    element.textContent = String(new Date().getFullYear());
  }

  const known: { user?: unknown } = {};
  const removeBanner = staticOfflineBanner(root);
  const stopIntent = onLinkIntent(root, handlers.prefetch);
  const onClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target : null;
    const link = element?.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event)) return;
    if (link.origin !== window.location.origin || (link.target && link.target !== '_self')) return;
    if (link.pathname === window.location.pathname) return;
    // Followed inside the app: no second page load.
    event.preventDefault();
    window.history.pushState(null, '', `${link.pathname}${link.search}${link.hash}`);
    handlers.start(known);
  };
  root.addEventListener('click', onClick);

  // A signed-in person whose browser forgot it (main.ts reads a hint) still gets their home.
  const controller = new AbortController();
  fetch('/api/auth/session', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal: controller.signal,
  })
    .then(async (response) => {
      reportReachable();
      // Read to the end either way, so the request is over.
      const answer = (await response.json().catch(() => null)) as { user?: unknown } | null;
      if (!response.ok || !answer) return;
      known.user = answer.user ?? null;
      if (answer.user) handlers.start(known);
    })
    .catch(() => {
      if (!controller.signal.aborted) reportUnreachable();
    });

  return () => {
    controller.abort();
    root.removeEventListener('click', onClick);
    stopIntent();
    removeBanner();
  };
}

import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { User } from '#contracts/auth.ts';
import { USER_TYPES, type UserType } from '#contracts/constants.ts';
import { OfflineBanner } from './components/offline-banner';
import { Toaster } from './components/toaster';
import { UpdatePrompt } from './components/update-prompt';
import { authKeys } from './features/auth/api';
import { offerKeys } from './features/offers/api';
import { ticketKeys } from './features/tickets/api';
import { onLinkIntent } from './lib/link-intent';
import { persistQueries } from './lib/persist-queries';
import { queryClient } from './lib/query-client';
import { readSessionHint } from './lib/session-hint';
import { loadRoute, prefetchRoute, type Viewer } from './route-pages';
import { AppRoutes } from './routes';

export { loadRoute, prefetchRoute };

function isUser(value: unknown): value is User {
  return Boolean(value && typeof value === 'object' && 'id' in value && 'userType' in value);
}

function viewerOf(role: unknown): Viewer {
  return USER_TYPES.includes(role as UserType) ? (role as UserType) : null;
}

/** What is kept for offline (lib/persist-queries.ts): who is signed in, and the driver's ticket and offers. */
const PERSISTED_KEYS = [
  ticketKeys.today(),
  ticketKeys.list(),
  ticketKeys.stats(),
  offerKeys.retailers(),
  offerKeys.redemptions(),
];

export interface KnownAtStart {
  /** The answer of /api/auth/user when main.ts already has it (null: signed out). */
  user?: unknown;
  /** The root shows the page's prerendered copy, and its code is loaded (main.ts). */
  prerendered?: boolean;
}

let started = false;

/**
 * Starts the React app in `root` (main.ts decides when: at once, or when a visitor leaves the
 * landing page). Everything the app needs before its first page is set up here.
 */
export function startApp(root: HTMLElement, known: KnownAtStart = {}): void {
  if (started) return;
  started = true;

  // Queries wait for the network rather than fail while the browser says it is offline.
  onlineManager.setOnline(navigator.onLine !== false);
  const persister = persistQueries(queryClient, {
    ownerKey: authKeys.user(),
    ownerOf: (data) => (isUser(data) ? { id: data.id, role: data.userType } : null),
    keys: PERSISTED_KEYS,
  });
  if (!onlineManager.isOnline()) persister.restore();
  if ('user' in known) queryClient.setQueryData(authKeys.user(), isUser(known.user) ? known.user : null);

  // Someone was signed in here: their home's code loads while the server is asked who is signed in.
  const hint = readSessionHint();
  if (hint && window.location.pathname === '/' && !('user' in known)) prefetchRoute('/', viewerOf(hint.role));
  onLinkIntent(document, (path) => {
    const user = queryClient.getQueryData(authKeys.user());
    prefetchRoute(path, isUser(user) ? viewerOf(user.userType) : null);
  });

  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <OfflineBanner />
        <AppRoutes />
        <Toaster />
        <UpdatePrompt />
      </QueryClientProvider>
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  if (!known.prerendered) {
    root.replaceChildren();
    reactRoot.render(app);
    return;
  }
  // A prerendered form stays until React draws over it (React empties the root as it commits), and
  // React may draw it in short slices, so a phone's first tap is not kept waiting.
  startTransition(() => reactRoot.render(app));
}

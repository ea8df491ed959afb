import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getCurrentToast, subscribeToToasts } from '#client/lib/toast.ts';

/** Without the Radix toaster's code (it could not be loaded): the toast's words, still announced. */
function PlainToaster() {
  const current = useSyncExternalStore(subscribeToToasts, getCurrentToast, getCurrentToast);
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-0 top-0 z-[100] mx-auto max-w-md p-4">
      {current?.open ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-lg">
          <p className="text-sm font-semibold">{current.title}</p>
          {current.description ? <p className="text-sm text-slate-700">{current.description}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

const RadixToaster = lazy(() =>
  import('./ui/radix-toaster').then(
    (module) => ({ default: module.RadixToaster }),
    () => ({ default: PlainToaster }),
  ),
);

/**
 * The app's toasts: lib/toast.ts holds the current one and `toast()` raises it; ui/radix-toaster.tsx
 * draws it. The Radix toaster's code (about 10 KB gzip)
 * is not needed to draw a page, so it loads with the first toast, and then stays.
 */
export function Toaster() {
  const current = useSyncExternalStore(subscribeToToasts, getCurrentToast, getCurrentToast);
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  ) : null;
}

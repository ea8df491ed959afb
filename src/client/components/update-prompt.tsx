import { RefreshCw } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { isUpdateWaiting, reloadIntoUpdate, subscribeToUpdates } from '#client/lib/service-worker.ts';
import { Button } from './ui/button';

/**
 * 'New version available' with 'Reload' once a new version is installed and waiting
 * (lib/service-worker.ts). It stays until chosen: the one-slot toasts (lib/toast.ts) would let the
 * next 'Logged in successfully' replace it. Above the driver's bottom navigation on a phone.
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false);
  const [reloading, setReloading] = useState(false);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(6rem+env(safe-area-inset-bottom))] z-[90] flex justify-center px-4 sm:bottom-4"
    >
      {waiting ? (
        <div className="pointer-events-auto flex w-full max-w-md animate-toast-in items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 pl-4 text-slate-900 shadow-lg">
          <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
          <p className="flex-1 text-sm font-semibold">New version available</p>
          <Button
            size="sm"
            pending={reloading}
            pendingLabel="Reload"
            onClick={() => {
              setReloading(true);
              reloadIntoUpdate();
            }}
          >
            Reload
          </Button>
        </div>
      ) : null}
    </div>
  );
}

import { WifiOff } from 'lucide-react';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import {
  isOffline,
  OFFLINE_DETAIL,
  OFFLINE_TITLE,
  subscribeToNetworkStatus,
} from '#client/lib/network-status.ts';

/**
 * 'You're offline' at the top of every screen while the browser is offline or the server cannot be
 * reached (lib/network-status.ts). The live region is always there, so the change is announced. Its
 * height goes to `--offline-banner-height`, which keeps the sticky app bar (app-header.tsx) below it.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribeToNetworkStatus, isOffline, () => false);
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    if (!offline || !element) {
      root.style.removeProperty('--offline-banner-height');
      return;
    }
    const measure = () => root.style.setProperty('--offline-banner-height', `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--offline-banner-height');
    };
  }, [offline]);

  return (
    <div ref={ref} role="status" aria-live="polite" className={offline ? 'sticky top-0 z-40' : undefined}>
      {offline ? (
        <div className="flex items-start justify-center gap-2 bg-slate-900 px-4 py-2 pt-[max(0.5rem,env(safe-area-inset-top))] text-sm text-white">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong className="font-semibold">{OFFLINE_TITLE}</strong>
            <span className="text-slate-200"> · {OFFLINE_DETAIL}</span>
          </p>
        </div>
      ) : null}
    </div>
  );
}

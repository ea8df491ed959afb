import { Spinner } from './ui/spinner';

/**
 * Shown while the current user or a page's code loads (docs/decisions/019). It fades in only after a
 * moment, so a quick load shows no spinner at all.
 */
export function FullScreenLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh animate-appear-late flex-col items-center justify-center gap-3 bg-slate-50"
    >
      <Spinner className="size-8 text-primary-700" />
      <p className="text-base font-medium text-slate-700">{label}</p>
    </div>
  );
}

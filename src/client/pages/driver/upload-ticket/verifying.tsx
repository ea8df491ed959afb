import { ScanLine } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { PhotoImage } from './preview';

// A slow scan line over the photo; the app's reduced-motion rule stops it after one pass.
const SCAN_KEYFRAMES = `@keyframes pp-ticket-scan {
  0%, 100% { top: 6%; opacity: 0.35; }
  50% { top: 90%; opacity: 1; }
}`;

/** While the server's queue is full: the seconds until the same request goes again, and a way out. */
export interface BusyWait {
  secondsLeft: number;
  onCancel: () => void;
}

/**
 * 'Verifying Your Ticket...': a calm scan over the photo while the server reads it (a few seconds).
 *
 * When the server is busy (`busy`) it shows 'Busy, retrying in n s', counting down, with Cancel. The
 * same card stays on screen through busy and retried steps (one polite live region): screen readers
 * hear 'Busy, retrying in a few seconds.' once (`retrying`, from the first busy answer on) and not
 * every second; the count itself is for the eye only.
 */
export function Verifying({
  url,
  withTown,
  retrying,
  busy,
}: {
  url: string | null;
  withTown: boolean;
  /** The server has said busy at least once for this verification. */
  retrying: boolean;
  busy: BusyWait | null;
}) {
  return (
    <div className="flex flex-col gap-3">
      <Card className="overflow-hidden" role="status" aria-live="polite">
        <style>{SCAN_KEYFRAMES}</style>
        <PhotoImage url={url} alt="" className="h-56">
          <div aria-hidden="true" className="absolute inset-0 bg-primary-950/35" />
          <div
            aria-hidden="true"
            className="absolute inset-x-6 h-1 rounded-full bg-primary-300 shadow-[0_0_18px_6px_rgb(147_197_253/0.7)] animate-[pp-ticket-scan_2.8s_ease-in-out_infinite]"
          />
        </PhotoImage>
        <div className="flex flex-col items-center gap-2 px-5 py-6 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <ScanLine aria-hidden="true" className="size-6 animate-pulse" />
          </span>
          <h2 className="text-lg font-semibold text-slate-900">Verifying Your Ticket...</h2>
          <p className="text-sm text-slate-600">
            {withTown
              ? 'Matching your parking to the town you gave us.'
              : 'We’re reading the date, time and place on your ticket. This can take a few seconds.'}
          </p>
          {retrying && <p className="sr-only">Busy, retrying in a few seconds.</p>}
          {busy && (
            <p aria-hidden="true" className="text-sm font-medium text-warning-800 tabular-nums">
              {`Busy, retrying in ${busy.secondsLeft} s`}
            </p>
          )}
          <div aria-hidden="true" className="mt-2 flex gap-1.5">
            {[0, 1, 2].map((dot) => (
              <span
                key={dot}
                className="size-2 animate-pulse rounded-full bg-primary-600"
                style={{ animationDelay: `${dot * 200}ms` }}
              />
            ))}
          </div>
        </div>
      </Card>
      {busy && (
        <Button variant="ghost" onClick={busy.onCancel} className="self-center">
          Cancel
        </Button>
      )}
    </div>
  );
}

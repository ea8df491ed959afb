import { ShieldAlert } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';
import { formatDate, formatTime } from '#client/lib/format.ts';

/**
 * Shown when this month's code was replaced because many wrong codes were tried at the shop, so
 * the owner knows why the code changed and tells the staff (docs/decisions/009).
 */
export function CodeChangedNotice({ changedAt, code }: { changedAt: string; code: string }) {
  return (
    <Card role="region" aria-labelledby="code-changed-title" className="border-warning-200 bg-warning-50 p-5">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-warning-100 text-warning-800">
          <ShieldAlert aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 text-sm text-slate-700">
          <h2 id="code-changed-title" className="text-lg font-semibold text-slate-900">
            Your code was changed
          </h2>
          <p className="mt-1">
            Many incorrect codes were tried at your shop, so on {formatDate(changedAt)} at{' '}
            {formatTime(changedAt)} we replaced this month’s code to keep your offer safe. Your new code is{' '}
            <strong className="font-mono tracking-widest text-slate-900">{code}</strong>: tell your staff and
            update any signs that show the old one.
          </p>
        </div>
      </div>
    </Card>
  );
}

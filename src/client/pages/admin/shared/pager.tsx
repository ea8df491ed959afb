import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

const number = new Intl.NumberFormat('en-GB');

/** 'Showing 26–50 of 10,000' with Previous / Next; pages are fetched from the server. */
export function Pager({
  offset,
  limit,
  total,
  onOffsetChange,
  noun,
}: {
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  noun: string;
}) {
  if (total === 0) return null;
  const from = offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <nav
      aria-label={`${noun} pages`}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-5 py-3"
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {number.format(from)}–{number.format(to)} of {number.format(total)} {noun}
      </p>
      {total > limit ? (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={offset === 0}
            onClick={() => onOffsetChange(Math.max(0, offset - limit))}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={to >= total}
            onClick={() => onOffsetChange(offset + limit)}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

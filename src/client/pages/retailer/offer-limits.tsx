import { CalendarClock, Gauge } from 'lucide-react';
import { describeSchedule } from '#contracts/offer-hours.ts';
import type { OwnRetailer } from '#client/features/retailer/api.ts';
import { cn } from '#client/lib/cn.ts';
import { capUsageText } from './offer-budget';

function Usage({ label, used, cap }: { label: string; used: number; cap: number | null }) {
  const share = cap === null ? 0 : Math.min(1, used / cap);
  return (
    <li className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-800">{capUsageText(label, used, cap)}</span>
      {cap === null ? null : (
        // The words say it; the bar only draws it.
        <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
          <span
            className={cn('block h-full rounded-full', share >= 1 ? 'bg-warning-600' : 'bg-primary-600')}
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </span>
      )}
    </li>
  );
}

/** The offer's hours in words and how much of each limit is used today and this month. */
export function OfferLimits({ retailer }: { retailer: OwnRetailer }) {
  return (
    <section
      aria-labelledby="offer-limits-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <h3 id="offer-limits-title" className="text-base font-semibold text-slate-900">
        Limits and hours
      </h3>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          Runs: <span className="font-medium text-slate-900">{describeSchedule(retailer.schedule)}</span>
          {retailer.schedule === null ? null : ' (UK time)'}
        </span>
      </p>
      <div className="flex items-start gap-2">
        <Gauge aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <ul className="grid flex-1 gap-3 sm:grid-cols-2">
          <Usage label="Today" used={retailer.usedToday} cap={retailer.dailyCap} />
          <Usage label="This month" used={retailer.usedThisMonth} cap={retailer.monthlyCap} />
        </ul>
      </div>
    </section>
  );
}

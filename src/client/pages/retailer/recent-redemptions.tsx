import { BadgeCheck, Download, Receipt, RefreshCw } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { type RetailerRedemption, redemptionsCsvUrl } from '#client/features/retailer/api.ts';
import { formatDate, formatMoney, formatTime } from '#client/lib/format.ts';

const isToday = (iso: string, now: Date) => formatDate(iso) === formatDate(now);

function VerifiedBadge() {
  return (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Verified
    </Badge>
  );
}

/** 'HH:MM' in London, with the date for earlier days ('16:04 · 20 Nov 2026'). */
function When({ iso, now }: { iso: string; now: Date }) {
  return (
    <>
      {formatTime(iso)}
      {isToday(iso, now) ? null : <span className="font-normal text-slate-600"> · {formatDate(iso)}</span>}
    </>
  );
}

function Empty() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <Receipt aria-hidden="true" className="size-6" />
      </span>
      <p className="font-semibold text-slate-900">No Redemptions Yet</p>
      <p className="max-w-sm text-sm text-slate-600">
        When a driver enters your monthly code at the till, the redemption appears here.
      </p>
    </div>
  );
}

/** 'Recent Redemptions': the 10 latest (docs/decisions/019), times in London, drivers masked by the server. */
export function RecentRedemptions({
  retailerId,
  rows,
  isPending,
  isError,
  isFetching,
  onRefresh,
}: {
  retailerId: string;
  rows: RetailerRedemption[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRefresh: () => void;
}) {
  const now = new Date();
  return (
    <Card role="region" aria-labelledby="recent-redemptions-title">
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-redemptions-title" className="text-lg font-semibold text-slate-900">
            Recent Redemptions
          </h2>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={onRefresh} disabled={isFetching}>
              <RefreshCw aria-hidden="true" className={isFetching ? 'size-4 animate-spin' : 'size-4'} />
              Refresh
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={redemptionsCsvUrl(retailerId)} download>
                <Download aria-hidden="true" className="size-4" />
                Download CSV
              </a>
            </Button>
          </div>
        </div>
        {isPending ? (
          <p className="flex items-center gap-2 py-6 text-sm text-slate-600" role="status">
            <Spinner className="size-4" /> Loading redemptions...
          </p>
        ) : isError ? (
          <p className="py-6 text-sm text-danger-700">We couldn’t load your redemptions. Try Refresh.</p>
        ) : !rows?.length ? (
          <Empty />
        ) : (
          <>
            {/* A phone at the till gets a list; wider screens the table with every column. */}
            <ul className="flex flex-col divide-y divide-slate-100 sm:hidden">
              {rows.map((row) => (
                <li key={row.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold tabular-nums text-slate-900">
                      <When iso={row.redeemedAt} now={now} />
                    </p>
                    <p className="truncate font-mono text-sm text-slate-700">{row.user.email}</p>
                  </div>
                  <div className="flex flex-col items-end gap-1 text-right">
                    <p className="font-semibold tabular-nums text-success-800">
                      {formatMoney(row.discountAmount)} off
                    </p>
                    <p className="text-xs text-slate-600">Min. spend {formatMoney(row.minimumSpend)}</p>
                    <VerifiedBadge />
                  </div>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left text-sm sm:table">
              <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Time
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Customer
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Discount Applied
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Min. Spend Met
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td className="py-3 pr-3 whitespace-nowrap">
                      <span className="font-semibold tabular-nums text-slate-900">
                        {formatTime(row.redeemedAt)}
                      </span>
                      {isToday(row.redeemedAt, now) ? null : (
                        <span className="block text-xs text-slate-600">{formatDate(row.redeemedAt)}</span>
                      )}
                    </td>
                    <td className="py-3 pr-3 font-mono text-slate-800">{row.user.email}</td>
                    <td className="py-3 pr-3 text-right font-semibold tabular-nums text-success-800">
                      {formatMoney(row.discountAmount)}
                    </td>
                    <td className="py-3 pr-3 text-right tabular-nums text-slate-800">
                      {formatMoney(row.minimumSpend)}
                    </td>
                    <td className="py-3">
                      <VerifiedBadge />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {/* 'Min. Spend Met' is the spec's heading; nothing checks a bill, so say what it is (issue 25). */}
            <p id="min-spend-note" className="text-xs text-slate-600">
              Min. Spend Met is your offer’s minimum spend when the code was used (£0.00 when it had none).
              Your cashier checks the spend at the till: ParkPerks never sees the bill.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

import { CheckCircle2, Ticket } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { offersLeftText, resetText, type TodaysOffers } from './todays-offers';

/**
 * What today's parking has done for this shop: 'Redeemed' (with today's ticket), or 'Daily limit
 * reached' with when more open. Nothing while it can still be redeemed.
 */
export function TodaysOfferStatus({
  retailerId,
  today,
  className,
}: {
  retailerId: string;
  today: TodaysOffers | null;
  className?: string;
}) {
  if (!today) return null;
  if (today.redeemed.has(retailerId)) {
    return (
      <Badge variant="success" className={className}>
        <CheckCircle2 aria-hidden="true" className="size-3.5" />
        Redeemed
      </Badge>
    );
  }
  if (!today.limitReached) return null;
  return (
    <span className={cn('inline-flex flex-col items-start gap-0.5', className)}>
      <Badge variant="warning">Daily limit reached</Badge>
      <span className="text-xs text-slate-600">{resetText(today)}</span>
    </span>
  );
}

/** "2 of today's 3 offers left" above the offers (with when more open once none are). */
export function OffersLeft({ today, className }: { today: TodaysOffers | null; className?: string }) {
  if (!today) return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700', className)}>
      <Ticket aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
      <span className="font-semibold text-slate-900">{offersLeftText(today)}</span>
      {today.limitReached ? <span>Daily limit reached · {resetText(today)}</span> : null}
    </p>
  );
}

import { AlertTriangle, BadgeCheck, CalendarClock, Clock3, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ACTIVE_COMMITMENT_MONTHS } from '#contracts/constants.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import type { OwnRetailer } from '#client/features/retailer/api.ts';
import { cn } from '#client/lib/cn.ts';
import { formatDate, formatMoney } from '#client/lib/format.ts';
import { daysLeftText, trialDaysLeft } from './subscription';

type Tone = 'warning' | 'success' | 'danger' | 'neutral';

/** A status's colours: the card, its icon's tile, and the icon and big figure (the badge has its own). */
const tones: Record<Tone, { card: string; tile: string; text: string }> = {
  warning: { card: 'border-warning-200 bg-warning-50', tile: 'bg-warning-100', text: 'text-warning-800' },
  success: { card: 'border-success-200 bg-success-50', tile: 'bg-success-100', text: 'text-success-800' },
  danger: { card: 'border-danger-200 bg-danger-50', tile: 'bg-danger-100', text: 'text-danger-800' },
  neutral: { card: 'border-slate-200 bg-white', tile: 'bg-slate-100', text: 'text-slate-700' },
};

function Shell({
  tone,
  icon,
  badge,
  title,
  children,
  figure,
}: {
  tone: Tone;
  icon: ReactNode;
  /** The status in a word or two, in the tone's colours. */
  badge?: string;
  title: string;
  children: ReactNode;
  /** The card's one big figure (days left, the fee) and what it counts. */
  figure?: { value: string; caption: string };
}) {
  return (
    <Card role="region" aria-labelledby="subscription-title" className={cn('p-5', tones[tone].card)}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-4">
          <span
            className={cn(
              'inline-flex size-12 shrink-0 items-center justify-center rounded-2xl',
              tones[tone].tile,
              tones[tone].text,
            )}
          >
            {icon}
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="subscription-title" className="text-lg font-semibold text-slate-900">
                {title}
              </h2>
              {badge ? <Badge variant={tone}>{badge}</Badge> : null}
            </div>
            <div className="mt-1 flex flex-col gap-1 text-sm text-slate-700">{children}</div>
          </div>
        </div>
        {figure ? (
          <p className="shrink-0 text-left sm:text-right">
            <span className={`block text-3xl font-bold ${tones[tone].text}`}>{figure.value}</span>
            <span className="text-sm text-slate-700">{figure.caption}</span>
          </p>
        ) : null}
      </div>
    </Card>
  );
}

/** The subscription card for each status (docs/decisions/025): trial, active, expired, cancelled. */
export function SubscriptionCard({ retailer, now = new Date() }: { retailer: OwnRetailer; now?: Date }) {
  const fee = `${formatMoney(retailer.monthlyFee)}/month`;
  switch (retailer.subscriptionStatus) {
    case 'trial': {
      const days = trialDaysLeft(retailer.trialEndDate, now);
      return (
        <Shell
          tone="warning"
          icon={<Clock3 aria-hidden="true" className="size-6" />}
          title="Free Trial"
          badge="3-month free trial"
          figure={{ value: daysLeftText(days), caption: 'in your free trial' }}
        >
          <p>
            Your free trial ends on <strong>{formatDate(retailer.trialEndDate)}</strong>. After that it’s{' '}
            <strong>{fee}</strong> per location, with a {ACTIVE_COMMITMENT_MONTHS}-month minimum commitment.
          </p>
          <p>No payment needed during the trial. You can cancel anytime before it ends.</p>
        </Shell>
      );
    }
    case 'active':
      return (
        <Shell
          tone="success"
          icon={<BadgeCheck aria-hidden="true" className="size-6" />}
          title="Active Subscription"
          badge="Active"
          figure={{ value: fee, caption: 'per location' }}
        >
          <p>{ACTIVE_COMMITMENT_MONTHS}-month commitment plan.</p>
          {retailer.subscriptionStartDate ? (
            <p>
              Subscribed since <strong>{formatDate(retailer.subscriptionStartDate)}</strong>
              {retailer.commitmentEndDate ? (
                <>
                  {' '}
                  · minimum term until <strong>{formatDate(retailer.commitmentEndDate)}</strong>
                </>
              ) : null}
              .
            </p>
          ) : null}
        </Shell>
      );
    case 'expired':
      return (
        <Shell
          tone="danger"
          icon={<AlertTriangle aria-hidden="true" className="size-6" />}
          title="Subscription Expired"
          badge="Expired"
        >
          <p className="font-medium text-danger-800">Your offer is no longer visible to customers.</p>
          {retailer.trialEndDate ? (
            <p>Your free trial ended on {formatDate(retailer.trialEndDate)}.</p>
          ) : null}
          <p>Contact ParkPerks support to reactivate your subscription ({fee} per location).</p>
        </Shell>
      );
    case 'cancelled':
      return (
        <Shell
          tone="danger"
          icon={<XCircle aria-hidden="true" className="size-6" />}
          title="Subscription Cancelled"
          badge="Cancelled"
        >
          <p className="font-medium text-danger-800">Your offer is hidden from customers.</p>
          <p>
            Your subscription needs reactivating before customers can see your offer again. Contact ParkPerks
            support.
          </p>
        </Shell>
      );
    default:
      return (
        <Shell
          tone="neutral"
          icon={<CalendarClock aria-hidden="true" className="size-6" />}
          title="Subscription"
        >
          <p>{fee} per location.</p>
        </Shell>
      );
  }
}

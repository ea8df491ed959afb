import {
  CheckCircle2,
  ChevronRight,
  Clock3,
  History as HistoryIcon,
  MapPin,
  PiggyBank,
  RotateCcw,
  Tag,
  TicketCheck,
  Camera,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '#contracts/auth.ts';
import {
  MAX_REDEMPTIONS_PER_TICKET,
  NEARBY_OFFERS_ON_HOME,
  RECENT_ACTIVITY_ON_HOME,
} from '#contracts/constants.ts';
import { AppHeader } from '#client/components/app-header.tsx';
import { BottomNav } from '#client/components/bottom-nav.tsx';
import {
  minimumSpendText,
  NearYourParking,
  RetailerLogo,
  ticketHasLocation,
} from '#client/components/offer-card.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { avatarInitial } from '#client/features/auth/display.ts';
import {
  type PublicRetailer,
  type Redemption,
  useRedemptions,
  useRetailers,
} from '#client/features/offers/api.ts';
import { OffersLeft, TodaysOfferStatus } from '#client/features/offers/todays-offer-status.tsx';
import { type TodaysOffers, useTodaysOffers } from '#client/features/offers/todays-offers.ts';
import { InReviewBadge, InReviewIcon } from '#client/features/tickets/ticket-state.tsx';
import { type Ticket, useDriverStats, useTodayTicket } from '#client/features/tickets/api.ts';
import { uploadBlockedReason } from '#client/features/tickets/ticket-state.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatDate, formatMoney, formatValidUntil } from '#client/lib/format.ts';
import { usePageTitle } from '#client/lib/page-title.ts';

function SectionHeading({ id, children, action }: { id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {children}
      </h2>
      {action}
    </div>
  );
}

/**
 * Kept here rather than taken from components/load-failed.tsx: that module is a chunk of its own
 * (shared by the other pages), and the home's JavaScript budget has no room for another file
 * (tests/e2e/budgets.e2e.ts).
 */
function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-sm text-slate-700">We couldn’t load {what}.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}

/** The admin's reason as a sentence, whether or not they ended it with a full stop. */
const asSentence = (text: string | null) => {
  const trimmed = text?.trim() ?? '';
  return !trimmed || /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** Why today's proof is not verified yet: a person is checking it, they said no, or it needs its town. */
function unverifiedMessage(ticket: Ticket): string {
  switch (ticket.review?.status) {
    case 'pending':
      return 'We’re checking your ticket. Offers open as soon as it is approved: you’ll see the answer here and in your history.';
    case 'declined':
      return `Your ticket was not approved: ${asSentence(ticket.review.declineReason)} You can upload a new one.`;
    case 'approved':
      return 'Your ticket was approved, but you already had verified parking that day.';
    default:
      return 'Your proof is waiting for the town where you parked. Upload it again to finish.';
  }
}

function TodaysParking({ ticket, onRetry }: { ticket: Ticket | null; onRetry?: () => void }) {
  const verified = ticket?.isVerified === true;
  // A person is checking it (asked by the driver, or sent by the reader when unsure): the one
  // In-review state (issue 25), never the amber 'Not Verified'.
  const inReview = !verified && ticket?.review?.status === 'pending';
  const used = Math.min(ticket?.redemptionsUsed ?? 0, MAX_REDEMPTIONS_PER_TICKET);
  const maxed = used >= MAX_REDEMPTIONS_PER_TICKET;
  // One verified proof a London day: the button says why it is off instead of leading to a refusal.
  const uploadBlocked = uploadBlockedReason(ticket);
  const message = verified
    ? 'Your parking is verified. Show your discounts at shops near where you parked.'
    : ticket
      ? unverifiedMessage(ticket)
      : 'Upload a photo of your parking ticket to unlock discounts nearby for 24 hours.';
  const tone = verified ? 'success' : inReview ? 'review' : 'warning';

  return (
    <Card
      aria-labelledby="todays-parking-title"
      role="region"
      className={cn(
        'overflow-hidden',
        tone === 'success'
          ? 'border-success-200'
          : tone === 'review'
            ? 'border-primary-200'
            : 'border-warning-200',
      )}
    >
      <div
        className={cn(
          'h-1.5',
          tone === 'success' ? 'bg-success-600' : tone === 'review' ? 'bg-primary-600' : 'bg-warning-400',
        )}
        aria-hidden="true"
      />
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          {inReview ? (
            <InReviewIcon className="rounded-2xl" />
          ) : (
            <span
              className={cn(
                'inline-flex size-12 shrink-0 items-center justify-center rounded-2xl',
                verified ? 'bg-success-50 text-success-700' : 'bg-warning-50 text-warning-700',
              )}
            >
              {verified ? (
                <TicketCheck aria-hidden="true" className="size-6" />
              ) : (
                <Camera aria-hidden="true" className="size-6" />
              )}
            </span>
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="todays-parking-title" className="font-semibold text-slate-900">
                Today's Parking
              </h2>
              {inReview ? (
                <InReviewBadge />
              ) : (
                <Badge variant={verified ? 'success' : 'warning'}>
                  {verified ? <CheckCircle2 aria-hidden="true" className="size-3.5" /> : null}
                  {verified ? 'Verified' : 'Not Verified'}
                </Badge>
              )}
            </div>
            <p className="text-sm text-slate-700">{message}</p>
          </div>
        </div>

        {onRetry ? (
          <div className="flex items-center justify-between gap-3 rounded-xl bg-danger-50 p-3">
            <p className="text-sm text-danger-800">We couldn’t check today’s parking.</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          </div>
        ) : null}

        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Clock3 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {/* The one way validity is written (lib/format), as on browse and the redeem page. */}
          {(verified && formatValidUntil(ticket?.expiresAt)) || 'Valid for 24 hours from verification'}
        </p>

        {ticket ? (
          <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3">
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm font-medium text-slate-900">
                {used}/{MAX_REDEMPTIONS_PER_TICKET} offers used today
              </p>
              <div className="flex gap-1.5" aria-hidden="true">
                {Array.from({ length: MAX_REDEMPTIONS_PER_TICKET }, (_, index) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots, never reordered.
                    key={index}
                    className={cn('h-2 w-6 rounded-full', index < used ? 'bg-primary-700' : 'bg-slate-300')}
                  />
                ))}
              </div>
            </div>
            {maxed ? (
              <p className="text-sm font-medium text-warning-800">
                Maximum offers reached for today's parking
              </p>
            ) : null}
          </div>
        ) : null}

        {uploadBlocked ? (
          <div className="flex flex-col gap-2">
            <Button size="lg" variant="outline" disabled aria-describedby="upload-blocked-reason">
              <Camera aria-hidden="true" className="size-5" />
              Upload New Proof
            </Button>
            <p id="upload-blocked-reason" className="text-center text-sm text-slate-700">
              {uploadBlocked}
            </p>
          </div>
        ) : (
          <Button asChild size="lg" variant={ticket ? 'outline' : 'primary'}>
            <Link href="/upload-ticket">
              <Camera aria-hidden="true" className="size-5" />
              {ticket ? 'Upload New Proof' : 'Upload Parking Proof'}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function StatCard({
  icon,
  label,
  value,
  tone,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  tone: string;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-2 p-4">
        <span className={cn('inline-flex size-10 items-center justify-center rounded-xl', tone)}>{icon}</span>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-bold tracking-tight text-slate-900">{value}</p>
      </CardContent>
    </Card>
  );
}

function OfferCard({
  retailer,
  today,
  nearParking,
}: {
  retailer: PublicRetailer;
  today: TodaysOffers | null;
  nearParking: boolean;
}) {
  return (
    <li>
      <Link
        href={`/offer/${retailer.id}`}
        className="flex items-center gap-3 rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-4 shadow-card transition-colors hover:border-primary-200 hover:bg-primary-50/40"
      >
        <RetailerLogo retailer={retailer} decorative />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="truncate font-semibold text-slate-900">{retailer.businessName}</p>
          <NearYourParking retailer={retailer} nearParking={nearParking} />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="rounded-md bg-success-50 px-2 py-0.5 text-sm font-bold whitespace-nowrap text-success-800">
              {formatMoney(retailer.discountAmount)} off
            </span>
            <span className="text-sm text-slate-600">{minimumSpendText(retailer.minimumSpend)}</span>
          </div>
          <TodaysOfferStatus retailerId={retailer.id} today={today} />
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}

function NearbyOffers({
  retailers,
  today,
  nearParking,
}: {
  retailers: PublicRetailer[];
  today: TodaysOffers | null;
  nearParking: boolean;
}) {
  const shown = retailers.slice(0, NEARBY_OFFERS_ON_HOME);
  return (
    <section aria-labelledby="nearby-offers-title" className="flex flex-col gap-3">
      <SectionHeading
        id="nearby-offers-title"
        action={
          <Link
            href="/browse-offers"
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-primary-700 hover:bg-primary-50"
          >
            View All
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        }
      >
        Nearby Offers
      </SectionHeading>
      {shown.length > 0 ? <OffersLeft today={today} className="-mt-1" /> : null}
      {shown.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {shown.map((retailer) => (
            <OfferCard key={retailer.id} retailer={retailer} today={today} nearParking={nearParking} />
          ))}
        </ul>
      ) : (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
              <Tag aria-hidden="true" className="size-6" />
            </span>
            <p className="text-sm text-slate-700">
              No offers available. Upload parking proof to see nearby discounts!
            </p>
          </CardContent>
        </Card>
      )}
    </section>
  );
}

function RecentActivity({ redemptions }: { redemptions: Redemption[] }) {
  const shown = redemptions.slice(0, RECENT_ACTIVITY_ON_HOME);
  return (
    <section aria-labelledby="recent-activity-title" className="flex flex-col gap-3">
      <SectionHeading
        id="recent-activity-title"
        action={
          shown.length > 0 ? (
            <Link
              href="/history"
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-primary-700 hover:bg-primary-50"
            >
              History
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null
        }
      >
        Recent Activity
      </SectionHeading>
      <Card>
        {shown.length > 0 ? (
          <ul className="divide-y divide-slate-100">
            {shown.map((redemption) => (
              <li key={redemption.id} className="flex items-center gap-3 px-4 py-3">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-success-50 text-success-700">
                  <PiggyBank aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">
                    {redemption.retailer?.businessName || 'Retailer'}
                  </p>
                  <p className="text-sm text-slate-600">{formatDate(redemption.redeemedAt)}</p>
                </div>
                <p className="font-semibold text-success-800">{formatMoney(redemption.discountAmount)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
              <HistoryIcon aria-hidden="true" className="size-6" />
            </span>
            <p className="text-sm text-slate-700">No redeemed offers yet</p>
          </CardContent>
        )}
      </Card>
    </section>
  );
}

/** The driver's home (docs/decisions/019). */
export function DriverHomePage({ user }: { user: User }) {
  usePageTitle('Home');
  const today = useTodayTicket();
  const stats = useDriverStats();
  const retailers = useRetailers();
  const redemptions = useRedemptions();
  const todaysOffers = useTodaysOffers();
  const loading = today.isPending || stats.isPending || retailers.isPending || redemptions.isPending;
  // A failed read that still has an answer (the last known one, offline) shows that answer.
  const failed = (query: { isError: boolean; data: unknown }) => query.isError && query.data === undefined;
  const ticket = today.data ?? null;
  const where = ticket?.location || ticket?.city || null;

  return (
    <div className="min-h-dvh pb-28">
      <AppHeader
        title="ParkPerks"
        subtitle={
          where ? (
            <span className="inline-flex max-w-full items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{where}</span>
            </span>
          ) : undefined
        }
        actions={
          <Link
            href="/profile"
            aria-label="My profile"
            className="inline-flex size-11 items-center justify-center rounded-full bg-white text-lg font-bold text-primary-700 ring-2 ring-white/40"
          >
            {avatarInitial(user)}
          </Link>
        }
      />
      <main className="mx-auto flex max-w-md flex-col gap-5 px-4 pt-5">
        {loading ? (
          <div role="status" className="flex flex-col items-center justify-center gap-3 py-24 text-slate-700">
            <Spinner className="size-8 text-primary-700" />
            <p className="font-medium">Loading...</p>
          </div>
        ) : (
          <>
            {/* Even when today's proof cannot be read, the way to upload one stays open. */}
            <TodaysParking ticket={ticket} onRetry={failed(today) ? () => void today.refetch() : undefined} />

            {failed(stats) ? (
              <LoadFailed what="your savings" onRetry={() => void stats.refetch()} />
            ) : (
              <div className="grid grid-cols-2 gap-3">
                <StatCard
                  icon={<PiggyBank aria-hidden="true" className="size-5" />}
                  tone="bg-success-50 text-success-700"
                  label="Total Saved"
                  value={formatMoney(stats.data?.totalSaved ?? 0)}
                />
                <StatCard
                  icon={<Tag aria-hidden="true" className="size-5" />}
                  tone="bg-primary-50 text-primary-700"
                  label="Offers Used"
                  value={String(stats.data?.offersUsed ?? 0)}
                />
              </div>
            )}

            {failed(retailers) ? (
              <LoadFailed what="nearby offers" onRetry={() => void retailers.refetch()} />
            ) : (
              <NearbyOffers
                retailers={retailers.data ?? []}
                today={todaysOffers}
                nearParking={ticketHasLocation(ticket)}
              />
            )}

            {failed(redemptions) ? (
              <LoadFailed what="your recent activity" onRetry={() => void redemptions.refetch()} />
            ) : (
              <RecentActivity redemptions={redemptions.data ?? []} />
            )}
          </>
        )}
      </main>
      <BottomNav />
    </div>
  );
}

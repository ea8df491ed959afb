import {
  Camera,
  CheckCircle2,
  Clock3,
  Hourglass,
  type LucideIcon,
  MapPin,
  PiggyBank,
  Receipt,
  Ticket as TicketIcon,
  XCircle,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { AppHeader } from '#client/components/app-header.tsx';
import { BottomNav } from '#client/components/bottom-nav.tsx';
import { ButtonLink } from '#client/components/button-link.tsx';
import { REVIEW_STATUS_LABELS } from '#contracts/ticket-outcomes.ts';
import { LoadFailed } from '#client/components/load-failed.tsx';
import { StateCard, StateIcon } from '#client/components/state-card.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { type Redemption, useRedemptions } from '#client/features/offers/api.ts';
import { type Ticket, useTickets } from '#client/features/tickets/api.ts';
import { formatDate, formatExpiry, formatMoney } from '#client/lib/format.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { Section } from './section';

/** A ticket's 'YYYY-MM-DD' day as '14 Mar 2026' (read at noon UTC, so it is that day in London too). */
function formatTicketDay(ticket: Ticket): string {
  if (ticket.detectedDate && /^\d{4}-\d{2}-\d{2}$/.test(ticket.detectedDate)) {
    return formatDate(`${ticket.detectedDate}T12:00:00Z`);
  }
  return formatDate(ticket.detectedDate) || formatDate(ticket.createdAt);
}

function Loading() {
  return (
    <StateCard>
      <div role="status" className="flex items-center gap-3 text-slate-700">
        <Spinner className="size-5 text-primary-700" />
        Loading...
      </div>
    </StateCard>
  );
}

function RedemptionRow({ redemption }: { redemption: Redemption }) {
  return (
    <li className="flex items-start gap-3 px-4 py-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-success-50 text-success-700">
        <PiggyBank aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="line-clamp-2 font-medium break-words text-slate-900">
            {redemption.retailer?.businessName || 'Retailer'}
          </p>
          <p className="shrink-0 font-semibold text-success-800">
            {formatMoney(redemption.discountAmount)} saved
          </p>
        </div>
        <p className="text-sm text-slate-600">{formatDate(redemption.redeemedAt)}</p>
        <p className="mt-1 text-sm text-slate-700">
          Confirmation:{' '}
          <span className="font-mono font-semibold tracking-wider">{redemption.confirmationCode}</span>
        </p>
      </div>
    </li>
  );
}

function TicketThumbnail({ url }: { url: string | null }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
        <TicketIcon aria-hidden="true" className="size-6" />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
      className="size-14 shrink-0 rounded-xl border border-slate-200 bg-slate-100 object-cover"
    />
  );
}

/** Verified or Pending; a ticket a person was asked to check says where that stands instead. */
function TicketBadge({ ticket }: { ticket: Ticket }) {
  const review = ticket.review?.status;
  if (review === 'pending') {
    return (
      <Badge variant="primary">
        <Hourglass aria-hidden="true" className="size-3.5" />
        {REVIEW_STATUS_LABELS.pending}
      </Badge>
    );
  }
  if (review === 'declined') {
    return (
      <Badge variant="danger">
        <XCircle aria-hidden="true" className="size-3.5" />
        {REVIEW_STATUS_LABELS.declined}
      </Badge>
    );
  }
  if (review === 'approved' || ticket.isVerified) {
    return (
      <Badge variant="success">
        <CheckCircle2 aria-hidden="true" className="size-3.5" />
        {review === 'approved' ? REVIEW_STATUS_LABELS.approved : 'Verified'}
      </Badge>
    );
  }
  return <Badge variant="warning">Pending</Badge>;
}

/** What the person who checked the ticket decided, in their words. */
function ReviewNote({ ticket }: { ticket: Ticket }) {
  const review = ticket.review;
  if (!review) return null;
  if (review.status === 'pending') {
    return <p className="mt-1 text-sm text-slate-700">A person is checking this ticket.</p>;
  }
  if (review.status === 'declined') {
    return (
      <p className="mt-1.5 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-800">
        <span className="font-semibold">Reason:</span> {review.declineReason}
      </p>
    );
  }
  return (
    <p className="mt-1 text-sm text-slate-700">
      {ticket.isVerified
        ? 'Checked and approved by our team.'
        : 'Approved, but you already had verified parking that day.'}
    </p>
  );
}

function TicketRow({ ticket }: { ticket: Ticket }) {
  const where = ticket.location || ticket.city;
  return (
    <li className="flex items-start gap-3 px-4 py-4">
      <TicketThumbnail url={ticket.imageUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="font-medium text-slate-900">{formatTicketDay(ticket)}</p>
          <TicketBadge ticket={ticket} />
        </div>
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
          <span className="truncate">{where || 'Location not set'}</span>
        </p>
        {ticket.expiresAt ? (
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <Clock3 aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
            Expires: {formatExpiry(ticket.expiresAt)}
          </p>
        ) : null}
        <ReviewNote ticket={ticket} />
      </div>
    </li>
  );
}

/** A list that loads: 'Loading...', 'We couldn’t load …' with 'Try again', what to do when empty, or its rows. */
function ListSection<T extends { id: string }>({
  id,
  title,
  what,
  query,
  empty,
  row,
}: {
  id: string;
  title: string;
  /** Named in 'We couldn’t load {what}.' */
  what: string;
  query: { isPending: boolean; isError: boolean; data: T[] | undefined; refetch: () => unknown };
  /** What an empty list shows: an icon, a line of text and the way to fill it. */
  empty: { icon: LucideIcon; text: string; action: ReactNode };
  row: (item: T) => ReactNode;
}) {
  const list = query.data ?? [];
  return (
    <Section id={id} title={title}>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadFailed what={what} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <StateCard>
          <StateIcon>
            <empty.icon aria-hidden="true" className="size-6" />
          </StateIcon>
          <p className="text-sm text-slate-700">{empty.text}</p>
          {empty.action}
        </StateCard>
      ) : (
        <Card>
          <ul className="divide-y divide-slate-100">{list.map(row)}</ul>
        </Card>
      )}
    </Section>
  );
}

/** History (docs/decisions/019): redeemed offers, then parking proofs, newest first. */
export function HistoryPage() {
  usePageTitle('History');
  const redemptions = useRedemptions();
  const tickets = useTickets();

  return (
    <div className="min-h-dvh pb-28">
      <AppHeader title="History" subtitle="Your savings and parking proofs" />
      <main className="mx-auto flex max-w-md flex-col gap-6 px-4 pt-5">
        <ListSection
          id="redeemed-offers-title"
          title="Redeemed Offers"
          what="your redeemed offers"
          query={redemptions}
          empty={{
            icon: Receipt,
            text: 'No redeemed offers yet',
            action: (
              <ButtonLink href="/browse-offers" variant="outline" size="sm">
                Browse Offers
              </ButtonLink>
            ),
          }}
          row={(redemption) => <RedemptionRow key={redemption.id} redemption={redemption} />}
        />

        <ListSection
          id="parking-history-title"
          title="Parking History"
          what="your parking history"
          query={tickets}
          empty={{
            icon: TicketIcon,
            text: 'No parking tickets yet',
            action: (
              <ButtonLink href="/upload-ticket" icon={Camera} size="lg">
                Upload Parking Proof
              </ButtonLink>
            ),
          }}
          row={(ticket) => <TicketRow key={ticket.id} ticket={ticket} />}
        />
      </main>
      <BottomNav />
    </div>
  );
}

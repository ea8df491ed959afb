import { Clock3 } from 'lucide-react';
import { REVIEW_STATUS_LABELS } from '#contracts/ticket-outcomes.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatExpiry } from '#client/lib/format.ts';
import { hasVerifiedProofToday, type Ticket } from './api';

// What today's ticket lets the driver do, said the same way on every screen (issue 25). One small
// module, imported by the bottom navigation, so it rides in that chunk on every driver page rather
// than adding one to home's budget (tests/e2e/budgets.e2e.ts).

/**
 * The one 'In review' state (issue 25): a person is checking the driver's ticket, whether the driver
 * asked ('Ask for a review') or the reader was unsure (docs/decisions/013, 039). The same badge, icon,
 * tone and words on the upload result, the refusal dialog once a review is sent, and the home card, so
 * the driver never reads 'Not Verified' or 'Verification Failed' while a person decides.
 */

/** 'In review', the word history and admins use too. */
export const IN_REVIEW = REVIEW_STATUS_LABELS.pending;

export function InReviewBadge({ className }: { className?: string }) {
  return (
    <Badge variant="primary" className={className}>
      <Clock3 aria-hidden="true" className="size-3.5" />
      {IN_REVIEW}
    </Badge>
  );
}

/** The round clock the In-review state shows beside or above its words (the badge's icon: no other icon on home's budget). */
export function InReviewIcon({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700',
        className,
      )}
    >
      <Clock3 className="size-6" />
    </span>
  );
}

/**
 * Why a new upload would be refused right now, said on the upload buttons instead of letting them
 * lead to "You have already uploaded parking proof today" (issue 25): one verified proof per London
 * day (decisions §3), while that proof stays valid 24 hours. Null when an upload would be taken.
 */
export function uploadBlockedReason(
  ticket: Ticket | null | undefined,
  now: Date = new Date(),
): string | null {
  if (!ticket || !hasVerifiedProofToday(ticket, now)) return null;
  const expiry = formatExpiry(ticket.expiresAt, now);
  return expiry
    ? `Your ticket is valid until ${expiry}. You can upload a new one tomorrow.`
    : 'You have already uploaded parking proof today. You can upload a new one tomorrow.';
}

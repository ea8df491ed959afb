import { Camera, CheckCircle2, Clock3, type LucideIcon, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '#client/components/button-link.tsx';
import { TryAgainButton } from '#client/components/load-failed.tsx';
import { InReviewBadge, InReviewIcon } from '#client/features/tickets/ticket-state.tsx';
import type { Ticket } from '#client/features/tickets/api.ts';
import { cn } from '#client/lib/cn.ts';
import { formatValidUntil } from '#client/lib/format.ts';

const TONES = {
  success: { frame: 'border-success-200 bg-success-50', icon: 'bg-success-700 text-white' },
  // In review leads with the one In-review icon (features/tickets/ticket-state.tsx) instead.
  review: { frame: 'border-primary-200 bg-primary-50/60', icon: '' },
  warning: { frame: 'border-warning-200 bg-warning-50', icon: 'bg-warning-100 text-warning-800' },
} as const;

/**
 * The banner's frame in the colour of where today's parking stands, named by `aria-label` or its
 * heading, led by `icon` in a circle of that colour.
 */
function Banner({
  tone,
  icon: Icon,
  children,
  ...name
}: {
  tone: keyof typeof TONES;
  icon?: LucideIcon;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <section
      {...name}
      className={cn('flex items-center gap-3 rounded-[var(--radius-card)] border p-4', TONES[tone].frame)}
    >
      {Icon ? (
        <span
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
            TONES[tone].icon,
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      {children}
    </section>
  );
}

/**
 * Above the offers: 'Parking Verified' with its validity when today's proof is verified (written as
 * everywhere, lib/format), 'In review' while a person checks it (the one In-review state, issue 25),
 * otherwise the amber 'Upload Parking Proof' card (no proof yet, or one still waiting for its town).
 */
export function ParkingBanner({
  ticket,
  loading,
  failed,
  onRetry,
}: {
  ticket: Ticket | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  if (loading) {
    return (
      <div
        aria-hidden="true"
        className="h-[4.5rem] animate-pulse rounded-[var(--radius-card)] bg-slate-200/70"
      />
    );
  }

  if (failed) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-[var(--radius-card)] border border-danger-200 bg-danger-50 p-4">
        <p className="text-sm text-danger-800">We couldn’t check today’s parking.</p>
        <TryAgainButton onClick={onRetry} />
      </div>
    );
  }

  if (ticket?.isVerified) {
    const where = ticket.location || ticket.city;
    return (
      <Banner tone="success" icon={CheckCircle2} aria-label="Today's parking">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-success-800">Parking Verified</p>
          {ticket.expiresAt ? (
            <p className="flex items-center gap-1 text-sm text-slate-700">
              <Clock3 aria-hidden="true" className="size-3.5 shrink-0" />
              {formatValidUntil(ticket.expiresAt)}
            </p>
          ) : null}
          {where ? (
            <p className="flex min-w-0 items-center gap-1 text-sm text-slate-700">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{where}</span>
            </p>
          ) : null}
        </div>
      </Banner>
    );
  }

  if (ticket?.review?.status === 'pending') {
    return (
      <Banner tone="review" aria-labelledby="in-review-title">
        <InReviewIcon className="size-11" />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <h2 id="in-review-title" className="sr-only">
            Today's parking
          </h2>
          <InReviewBadge />
          <p className="text-sm text-slate-700">
            A person is checking your ticket. These offers open as soon as it is approved.
          </p>
        </div>
      </Banner>
    );
  }

  return (
    <Banner tone="warning" icon={Camera} aria-labelledby="upload-proof-title">
      <div className="min-w-0 flex-1">
        <h2 id="upload-proof-title" className="font-semibold text-warning-800">
          Upload Parking Proof
        </h2>
        <p className="text-sm text-slate-700">
          {ticket
            ? 'Finish verifying today’s proof to redeem these offers.'
            : 'Upload a photo of your parking ticket to redeem these offers for 24 hours.'}
        </p>
      </div>
      <ButtonLink
        href="/upload-ticket"
        size="sm"
        className="shrink-0 bg-warning-700 hover:bg-warning-800 active:bg-warning-800"
      >
        Upload
      </ButtonLink>
    </Banner>
  );
}

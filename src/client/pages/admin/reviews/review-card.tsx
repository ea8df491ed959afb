import { Check, ImageOff, MessageSquareQuote, X, ZoomIn } from 'lucide-react';
import type { AdminReview } from '#contracts/reviews.ts';
import { outcomeLabel } from '#contracts/ticket-outcomes.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { formatDateTime, formatUkPhone } from '#client/lib/format.ts';
import { DANGER_ACTION } from '#client/pages/admin/shared/icon-action.tsx';
import { waitedFor } from './waited';

export function driverName(review: AdminReview): string {
  return (
    review.driver.fullName?.trim() || review.driver.email || formatUkPhone(review.driver.phone) || 'Unknown'
  );
}

const contactOf = (review: AdminReview) =>
  [review.driver.email, formatUkPhone(review.driver.phone)].filter(Boolean).join(' · ') || 'N/A';

const decisionLabel = (outcome: string | null) =>
  outcome ? outcomeLabel(outcome) : 'No reader decision kept';

function Photo({ review, onZoom }: { review: AdminReview; onZoom: () => void }) {
  if (!review.imageUrl) {
    return (
      <div className="flex h-48 flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-sm text-slate-600 md:h-full">
        <ImageOff aria-hidden="true" className="size-6" />
        Photo deleted
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={onZoom}
      aria-label={`Enlarge the ticket photo of ${driverName(review)}`}
      className="group relative block h-56 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-900 md:h-64"
    >
      <img
        src={review.imageUrl}
        alt=""
        className="size-full object-contain transition-transform group-hover:scale-105"
      />
      <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-slate-950/75 px-2.5 py-1 text-xs font-semibold text-white">
        <ZoomIn aria-hidden="true" className="size-3.5" />
        Enlarge
      </span>
    </button>
  );
}

function Decided({ review }: { review: AdminReview }) {
  const by = review.decidedBy ? ` by ${review.decidedBy}` : '';
  const when = review.decidedAt ? ` on ${formatDateTime(review.decidedAt)}` : '';
  if (review.status === 'approved') {
    return (
      <p className="text-sm text-success-800">
        Approved{by}
        {when}.
      </p>
    );
  }
  return (
    <div className="rounded-xl bg-danger-50 px-3 py-2 text-sm text-danger-800">
      <p>
        Declined{by}
        {when}.
      </p>
      <p className="mt-0.5">
        <span className="font-semibold">Reason given:</span> {review.declineReason}
      </p>
    </div>
  );
}

/**
 * One review: the photo (click to enlarge), who asked and how long they have waited, the driver's
 * note, why the reader refused it, the text it read, and Approve / Decline while it is pending.
 */
export function ReviewCard({
  review,
  now,
  approving,
  onZoom,
  onApprove,
  onDecline,
}: {
  review: AdminReview;
  now: Date;
  approving: boolean;
  onZoom: () => void;
  onApprove: () => void;
  onDecline: () => void;
}) {
  const titleId = `review-${review.id}`;
  const name = driverName(review);
  return (
    <article aria-labelledby={titleId} className="grid gap-5 p-5 md:grid-cols-[13rem_minmax(0,1fr)]">
      <Photo review={review} onZoom={onZoom} />
      <div className="flex min-w-0 flex-col gap-4">
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 id={titleId} className="text-base font-semibold text-slate-900">
              {name}
            </h3>
            <p className="truncate text-sm text-slate-600">{contactOf(review)}</p>
          </div>
          <div className="text-sm text-slate-600 sm:text-right">
            <p>
              {review.source === 'reader' ? 'Sent by the reader' : 'Asked'} {formatDateTime(review.createdAt)}
            </p>
            {review.status === 'pending' ? (
              <p className="font-medium text-warning-800">Waiting {waitedFor(review.createdAt, now)}</p>
            ) : null}
          </div>
        </header>

        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {review.source === 'reader' ? (
            <Badge variant="warning">Reader unsure</Badge>
          ) : (
            <Badge variant="danger">{decisionLabel(review.outcome)}</Badge>
          )}
          <span>Uploaded {formatDateTime(review.uploadedAt)}</span>
        </div>

        {review.source === 'reader' ? (
          <p className="rounded-xl bg-primary-50/60 px-3.5 py-3 text-sm text-slate-800">
            The reader was unsure: the proof is dated today and looks like parking, but it could not decide.
            The driver was told we’re checking it.
          </p>
        ) : (
          <figure className="flex gap-2.5 rounded-xl bg-primary-50/60 px-3.5 py-3">
            <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
            <div className="min-w-0">
              <figcaption className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                Driver’s note
              </figcaption>
              {review.note ? (
                <blockquote className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-800">
                  {review.note}
                </blockquote>
              ) : (
                <p className="mt-0.5 text-sm text-slate-600">No note.</p>
              )}
            </div>
          </figure>
        )}

        <div className="grid gap-4 lg:grid-cols-2">
          <section
            aria-label={review.source === 'reader' ? 'What the reader found' : 'Why the reader refused it'}
          >
            <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {review.source === 'reader' ? 'What the reader found' : 'Why the reader refused it'}
            </h4>
            {review.reasons.length ? (
              <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-800">
                {review.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1.5 text-sm text-slate-600">No reasons kept.</p>
            )}
          </section>
          <section aria-label="Text read from the photo">
            <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Text read from the photo
            </h4>
            {review.ocrText?.trim() ? (
              <pre
                // biome-ignore lint/a11y/noNoninteractiveTabindex: long text scrolls, so the keyboard must reach it.
                tabIndex={0}
                className="mt-1.5 max-h-44 overflow-auto rounded-xl border border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-800"
              >
                {review.ocrText}
              </pre>
            ) : (
              <p className="mt-1.5 text-sm text-slate-600">
                No text was read (or it was deleted with the photo).
              </p>
            )}
          </section>
        </div>

        {review.status === 'pending' ? (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={onDecline}
              disabled={approving}
              className={DANGER_ACTION}
              aria-label={`Decline the review of ${name}`}
            >
              <X aria-hidden="true" className="size-4" />
              Decline
            </Button>
            <Button
              variant="success"
              onClick={onApprove}
              pending={approving}
              pendingLabel="Approving..."
              aria-label={`Approve the review of ${name}`}
            >
              <Check aria-hidden="true" className="size-4" />
              Approve
            </Button>
          </div>
        ) : (
          <Decided review={review} />
        )}
      </div>
    </article>
  );
}

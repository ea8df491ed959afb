import { History as HistoryIcon, Home } from 'lucide-react';
import { ButtonLink } from '#client/components/button-link.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { InReviewBadge, InReviewIcon } from '#client/features/tickets/ticket-state.tsx';
import { PhotoImage } from './preview';

/** What happens next, in the same words on the upload result and the refusal dialog once sent. */
export const IN_REVIEW_TEXT =
  'A person is checking your ticket. Offers open as soon as it is approved: you’ll see the answer on your home screen and in your history.';

/**
 * The reader was unsure of the proof, so a person checks it (202, docs/decisions/039): the server's
 * words and the one In-review state (the badge and words of the refusal dialog and the home card),
 * with the way home first.
 */
export function InReview({ url, message }: { url: string | null; message: string }) {
  return (
    <Card className="overflow-hidden">
      <PhotoImage url={url} alt="" className="h-44" />
      <div role="status" className="flex flex-col items-center gap-2 px-5 pt-6 text-center">
        <InReviewIcon />
        <h2 className="text-lg font-semibold text-slate-900">We’re checking your ticket</h2>
        <InReviewBadge />
        <p className="text-sm text-slate-700">{message}</p>
        <p className="text-sm text-slate-600">{IN_REVIEW_TEXT}</p>
      </div>
      <div className="flex flex-col gap-2 px-5 pt-4 pb-6">
        <ButtonLink href="/" icon={Home} size="lg">
          Return to Home
        </ButtonLink>
        <ButtonLink href="/history" icon={HistoryIcon} variant="outline">
          View History
        </ButtonLink>
      </div>
    </Card>
  );
}

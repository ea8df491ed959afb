import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { REVIEW_STATUSES, type ReviewStatus } from '#contracts/reviews.ts';
import { formatDateTime } from '#client/lib/format.ts';
import {
  type AdminReview,
  useAdminReviews,
  useApproveReview,
  useDeclineReview,
} from '#client/features/reviews/api.ts';
import { toastApiError } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { AdminList } from '#client/pages/admin/shared/admin-list.tsx';
import { RefreshButton } from '#client/pages/admin/shared/states.tsx';
import { useFailureToast } from '#client/pages/admin/shared/use-failure-toast.ts';
import { useListFilters } from '#client/pages/admin/shared/use-list-filters.ts';
import { DeclineDialog } from './decline-dialog';
import { PhotoDialog, type PhotoToShow } from './photo-dialog';
import { driverName, ReviewCard } from './review-card';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
] satisfies { value: ReviewStatus; label: string }[];

const EMPTY_TEXT: Record<ReviewStatus, string> = {
  pending: 'No reviews waiting. Drivers who ask for one appear here.',
  approved: 'No approved reviews yet.',
  declined: 'No declined reviews yet.',
};

const isStatus = (value: string): value is ReviewStatus =>
  (REVIEW_STATUSES as readonly string[]).includes(value);

/**
 * 'Reviews': tickets the reader refused that drivers asked a person to check, oldest first, with
 * Approve and Decline (a reason the driver reads). Each decision refreshes the list and statistics.
 */
export function ReviewsTab() {
  const list = useListFilters<ReviewStatus>('pending', isStatus);
  const status = list.filter;
  const [photo, setPhoto] = useState<PhotoToShow | null>(null);
  const [declining, setDeclining] = useState<AdminReview | null>(null);
  const reviews = useAdminReviews(status);
  const approve = useApproveReview();
  const decline = useDeclineReview();
  useFailureToast(reviews.errorUpdatedAt, reviews.isError, 'Failed to fetch reviews');
  // "Waiting 2 h" is read against the time the list arrived, so it matches what the server sent.
  const now = new Date(reviews.dataUpdatedAt || Date.now());
  const items = reviews.data ?? [];

  const approveReview = (review: AdminReview) =>
    approve.mutate(review.id, {
      onSuccess: (answer) =>
        toast({ title: 'Review Approved', description: answer.message, variant: 'success' }),
      onError: (error) => toastApiError(error, 'Failed to approve the review', 'Approve Failed'),
    });

  const declineReview = (reason: string) => {
    if (!declining) return;
    decline.mutate(
      { id: declining.id, body: { reason } },
      {
        onSuccess: (answer) => {
          setDeclining(null);
          toast({ title: 'Review Declined', description: answer.message, variant: 'success' });
        },
        onError: (error) => toastApiError(error, 'Failed to decline the review', 'Decline Failed'),
      },
    );
  };

  return (
    <AdminList
      title="Ticket Reviews"
      description="Tickets the reader refused that drivers asked a person to check, oldest first."
      filter={list.filterSelect('Show reviews', STATUS_OPTIONS, 'w-52')}
      actions={<RefreshButton query={reviews} />}
      query={reviews}
      items={items}
      itemKey={(review) => review.id}
      renderItem={(review) => (
        <ReviewCard
          review={review}
          now={now}
          approving={approve.isPending && approve.variables === review.id}
          onZoom={() =>
            review.imageUrl &&
            setPhoto({
              url: review.imageUrl,
              caption: `${driverName(review)}, uploaded ${formatDateTime(review.uploadedAt)}`,
            })
          }
          onApprove={() => approveReview(review)}
          onDecline={() => setDeclining(review)}
        />
      )}
      loadingLabel="Loading reviews..."
      failure="Failed to fetch reviews"
      empty={{ icon: <ClipboardCheck aria-hidden="true" className="size-6" />, text: EMPTY_TEXT[status] }}
    >
      <PhotoDialog photo={photo} onClose={() => setPhoto(null)} />
      {declining ? (
        <DeclineDialog
          key={declining.id}
          open
          driverName={driverName(declining)}
          pending={decline.isPending}
          onCancel={() => setDeclining(null)}
          onDecline={declineReview}
        />
      ) : null}
    </AdminList>
  );
}

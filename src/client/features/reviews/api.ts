import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReview,
  DeclineReview,
  RequestReview,
  ReviewDecision,
  ReviewRequested,
  ReviewStatus,
} from '#contracts/reviews.ts';
import { apiRequest, getJson, withQuery } from '#client/lib/api.ts';
import { adminKeys, refreshAdminData } from '#client/features/admin/api.ts';
import { ticketKeys } from '#client/features/tickets/api.ts';

export type { AdminReview, ReviewStatus };

/** Under adminKeys.all, so every admin change refreshes it with the rest (refreshAdminData). */
export const reviewKeys = {
  list: (status: ReviewStatus) => [...adminKeys.all, 'reviews', { status }] as const,
};

/**
 * 'Ask for a review' on the failure dialog: the refused photo goes to a person. Afterwards the
 * driver's tickets are read again, so history shows it 'In review'.
 */
export function useRequestReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestReview) =>
      apiRequest<ReviewRequested>('POST', '/api/parking-tickets/reviews', body, { redirectOn401: true }),
    onSuccess: () => {
      for (const queryKey of [ticketKeys.today(), ticketKeys.list()])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** The admin's list of reviews of one status, oldest first. */
export function useAdminReviews(status: ReviewStatus) {
  return useQuery<AdminReview[]>({
    queryKey: reviewKeys.list(status),
    queryFn: getJson<AdminReview[]>(withQuery('/api/admin/reviews', { status })),
    placeholderData: keepPreviousData,
  });
}

/** Approve and decline follow the 401 rule and refresh the admin data (lists, statistics, audit log). */
function useDecision<Input>(send: (input: Input) => Promise<ReviewDecision>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => refreshAdminData(queryClient),
  });
}

export function useApproveReview() {
  return useDecision((id: string) =>
    apiRequest<ReviewDecision>('POST', `/api/admin/reviews/${id}/approve`, undefined, {
      redirectOn401: true,
    }),
  );
}

export function useDeclineReview() {
  return useDecision(({ id, body }: { id: string; body: DeclineReview }) =>
    apiRequest<ReviewDecision>('POST', `/api/admin/reviews/${id}/decline`, body, { redirectOn401: true }),
  );
}

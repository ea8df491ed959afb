import { KeyRound, Mail, Phone, Store } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { AdminRedemption, AdminTicket } from '#contracts/admin.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import {
  useAdminUser,
  useDeleteRedemption,
  useDeleteTicket,
  useForceReset,
} from '#client/features/admin/api.ts';
import { toastApiError } from '#client/lib/api.ts';
import { formatDate, formatMoney, formatUkPhone } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { ConfirmDialog } from '#client/pages/admin/shared/confirm-dialog.tsx';
import { deleteConfirmed } from '#client/pages/admin/shared/delete-confirmed.ts';
import { onClosed } from '#client/pages/admin/shared/on-closed.ts';
import { ROLE_BADGE } from '#client/pages/admin/shared/labels.ts';
import type { ResetLink } from '#client/pages/admin/shared/reset-link-dialog.tsx';
import { ErrorState, LoadingState } from '#client/pages/admin/shared/states.tsx';
import { useFailureToast } from '#client/pages/admin/shared/use-failure-toast.ts';
import { RedemptionList } from './redemption-list';
import { RefusedAttempts, TicketList, ticketDay } from './ticket-list';
import { userName } from './users-table';

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-slate-900">
        {title}
        {count !== undefined ? <span className="ml-1.5 font-normal text-slate-600">({count})</span> : null}
      </h3>
      {children}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3">
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <p className="text-lg font-semibold text-slate-900 tabular-nums">{value}</p>
    </div>
  );
}

/** User Details: the account, Force Password Reset, and the user's tickets and redemptions (each deletable). */
export function UserDetailsDialog({
  userId,
  onClose,
  onResetLink,
}: {
  userId: string | null;
  onClose: () => void;
  onResetLink: (link: ResetLink) => void;
}) {
  const detail = useAdminUser(userId);
  const forceReset = useForceReset();
  const deleteTicket = useDeleteTicket();
  const deleteRedemption = useDeleteRedemption();
  const [ticket, setTicket] = useState<AdminTicket | null>(null);
  const [redemption, setRedemption] = useState<AdminRedemption | null>(null);
  const data = userId && detail.data?.user.id === userId ? detail.data : undefined;
  const name = data ? userName(data.user) : '';
  useFailureToast(detail.errorUpdatedAt, detail.isError && userId !== null, 'Failed to fetch user details');

  const generateLink = () => {
    if (!data) return;
    forceReset.mutate(data.user.id, {
      onSuccess: (answer) => {
        toast({ title: 'Password reset link generated', variant: 'success' });
        onResetLink({ link: answer.resetLink, name, expiresAt: answer.expiresAt });
      },
      onError: (error) => toastApiError(error, 'Failed to generate reset link'),
    });
  };

  const confirmTicket = () =>
    deleteConfirmed(ticket, deleteTicket, {
      close: () => setTicket(null),
      done: { title: 'Parking ticket deleted successfully' },
      failure: 'Failed to delete parking ticket',
    });

  const confirmRedemption = () =>
    deleteConfirmed(redemption, deleteRedemption, {
      close: () => setRedemption(null),
      done: { title: 'Redemption deleted successfully' },
      failure: 'Failed to delete redemption',
    });

  const ticketRedemptions = ticket
    ? (data?.redemptions.filter((r) => r.parkingTicketId === ticket.id).length ?? 0)
    : 0;

  return (
    <>
      <Dialog open={userId !== null} onOpenChange={onClosed(onClose)}>
        <DialogContent
          title="User Details"
          description={data ? `Joined ${formatDate(data.user.createdAt)}` : 'Loading the account...'}
          className="max-w-3xl"
        >
          {data ? (
            <div className="flex flex-col gap-6">
              <div className="flex flex-wrap items-start gap-4">
                <div className="min-w-0 flex-1 space-y-1 text-sm text-slate-700">
                  <p className="flex items-center gap-2">
                    <span className="text-lg font-semibold text-slate-900">{name}</span>
                    <Badge variant={ROLE_BADGE[data.user.userType].variant}>
                      {ROLE_BADGE[data.user.userType].label}
                    </Badge>
                  </p>
                  <p className="flex items-center gap-2">
                    <Mail aria-hidden="true" className="size-4 text-slate-500" />
                    {data.user.email ?? 'No email'}
                  </p>
                  <p className="flex items-center gap-2">
                    <Phone aria-hidden="true" className="size-4 text-slate-500" />
                    {data.user.phone ? formatUkPhone(data.user.phone) : 'No phone'}
                  </p>
                  {data.retailer ? (
                    <p className="flex items-center gap-2">
                      <Store aria-hidden="true" className="size-4 text-slate-500" />
                      Retailer: {data.retailer.businessName}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="outline"
                  onClick={generateLink}
                  pending={forceReset.isPending}
                  pendingLabel="Generating..."
                >
                  <KeyRound aria-hidden="true" className="size-4" />
                  Force Password Reset
                </Button>
              </div>

              <div className="grid grid-cols-3 gap-3">
                <Figure label="Parking tickets" value={String(data.parkingTickets.length)} />
                <Figure label="Redemptions" value={String(data.redemptions.length)} />
                <Figure label="Total saved" value={formatMoney(data.totalSaved)} />
              </div>

              <Section title="Parking Tickets" count={data.parkingTickets.length}>
                <TicketList tickets={data.parkingTickets} onDelete={setTicket} />
              </Section>
              {data.refusedAttempts.length ? (
                <Section title="Refused Attempts" count={data.refusedAttempts.length}>
                  <RefusedAttempts attempts={data.refusedAttempts} />
                </Section>
              ) : null}
              <Section title="Redemptions" count={data.redemptions.length}>
                <RedemptionList redemptions={data.redemptions} onDelete={setRedemption} />
              </Section>
            </div>
          ) : detail.isError ? (
            <div className="flex flex-col items-center gap-3 py-8 text-center text-sm">
              <ErrorState message="Failed to fetch user details" onRetry={() => void detail.refetch()} />
            </div>
          ) : (
            <div className="py-10">
              <LoadingState label="Loading user details..." />
            </div>
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={ticket !== null}
        onOpenChange={onClosed(() => setTicket(null))}
        title="Delete Parking Ticket"
        description={`This deletes the parking ticket of ${ticket ? ticketDay(ticket) : ''}, its photo and its ${ticketRedemptions} redemption${ticketRedemptions === 1 ? '' : 's'}. This cannot be undone.`}
        confirmLabel="Delete Ticket"
        pending={deleteTicket.isPending}
        onConfirm={confirmTicket}
      />
      <ConfirmDialog
        open={redemption !== null}
        onOpenChange={onClosed(() => setRedemption(null))}
        title="Delete Redemption"
        description={`This deletes the ${redemption ? formatMoney(redemption.discountAmount) : ''} redemption at ${redemption?.retailer?.businessName || 'this retailer'} (confirmation ${redemption?.confirmationCode ?? ''}). The driver can then redeem this offer again on that ticket.`}
        confirmLabel="Delete Redemption"
        pending={deleteRedemption.isPending}
        onConfirm={confirmRedemption}
      />
    </>
  );
}

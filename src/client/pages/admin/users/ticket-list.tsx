import {
  CheckCircle2,
  Clock3,
  ExternalLink,
  MapPin,
  Ticket as TicketIcon,
  Trash2,
  XCircle,
} from 'lucide-react';
import type { AdminTicket, RefusedAttempt } from '#contracts/admin.ts';
import { MAX_REDEMPTIONS_PER_TICKET } from '#contracts/constants.ts';
import { outcomeLabel } from '#contracts/ticket-outcomes.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatDate, formatDateTime } from '#client/lib/format.ts';
import { IconAction } from '#client/pages/admin/shared/icon-action.tsx';
import { RecordList } from '#client/pages/admin/users/record-list.tsx';

/** A ticket's 'YYYY-MM-DD' as '14 Mar 2026' (read at noon UTC so it is that day in London too). */
export function ticketDay(ticket: Pick<AdminTicket, 'detectedDate' | 'createdAt'>): string {
  if (ticket.detectedDate && /^\d{4}-\d{2}-\d{2}$/.test(ticket.detectedDate))
    return formatDate(`${ticket.detectedDate}T12:00:00Z`);
  return formatDate(ticket.createdAt);
}

/** Why a ticket is Verified or Pending: the reader's decision and its reasons. */
function Why({ ticket }: { ticket: AdminTicket }) {
  const decision = ticket.verification;
  if (!decision) {
    return (
      <p className="text-sm text-slate-600">Why: no verification record (added outside the ticket reader).</p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium">Why:</span> {outcomeLabel(decision.outcome)}
      {decision.reasons.length ? (
        <span className="text-slate-600"> — {decision.reasons.join('; ')}</span>
      ) : null}
    </p>
  );
}

export function TicketList({
  tickets,
  onDelete,
}: {
  tickets: AdminTicket[];
  onDelete: (ticket: AdminTicket) => void;
}) {
  return (
    <RecordList items={tickets} empty="No parking tickets yet.">
      {(ticket) => (
        <li key={ticket.id} className="flex items-start gap-3 px-4 py-3">
          <TicketIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-medium text-slate-900">{ticketDay(ticket)}</p>
              {ticket.isVerified ? (
                <Badge variant="success">
                  <CheckCircle2 aria-hidden="true" className="size-3.5" />
                  Verified
                </Badge>
              ) : (
                <Badge variant="warning">Pending</Badge>
              )}
              <span className="text-xs text-slate-600">
                {ticket.redemptionsUsed}/{MAX_REDEMPTIONS_PER_TICKET} offers used
              </span>
            </div>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-slate-700">
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-3.5 text-slate-500" />
                {ticket.location || ticket.city || 'Location not set'}
              </span>
              {ticket.expiresAt ? (
                <span className="inline-flex items-center gap-1">
                  <Clock3 aria-hidden="true" className="size-3.5 text-slate-500" />
                  Expires: {formatDateTime(ticket.expiresAt)}
                </span>
              ) : null}
              {ticket.imageUrl ? (
                <a
                  href={ticket.imageUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 rounded-sm font-medium text-primary-700 underline-offset-4 hover:underline"
                >
                  View photo
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null}
            </p>
            <Why ticket={ticket} />
          </div>
          <IconAction
            danger
            className="shrink-0"
            onClick={() => onDelete(ticket)}
            label={`Delete parking ticket of ${ticketDay(ticket)}`}
            title="Delete parking ticket"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </IconAction>
        </li>
      )}
    </RecordList>
  );
}

/** Proofs the reader refused: they never became tickets, but show an admin why a driver struggled. */
export function RefusedAttempts({ attempts }: { attempts: RefusedAttempt[] }) {
  return (
    <RecordList items={attempts}>
      {(attempt) => (
        <li key={attempt.id} className="flex items-start gap-3 px-4 py-2.5 text-sm">
          <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger-700" />
          <p className="min-w-0 flex-1 text-slate-700">
            <span className="font-medium text-slate-900">{outcomeLabel(attempt.outcome)}</span>
            {attempt.reasons.length ? ` — ${attempt.reasons.join('; ')}` : ''}
          </p>
          <span className="shrink-0 text-slate-600">{formatDateTime(attempt.at)}</span>
        </li>
      )}
    </RecordList>
  );
}

import { CheckCircle2, type LucideIcon, MapPinCheck, ShieldCheck, XCircle } from 'lucide-react';
import { ERRORS } from '#contracts/errors.ts';
import { INCOMPLETE_CODE } from '#contracts/offers.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { type PublicRetailer, type RedeemResult, useRedeemOffer } from '#client/features/offers/api.ts';
import type { Ticket } from '#client/features/tickets/api.ts';
import { errorCode, errorMessage, serverFieldErrors, toastApiError } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { dismissToast, toast } from '#client/lib/toast.ts';
import { CodeEntry } from './code-entry';
import { isOfferPausedCode } from './paused-view';
import { useCodeEntry } from './use-code-entry';

const REDEEM_FAILED = 'Redemption Failed';
const REDEEM_FALLBACK = 'Failed to redeem offer. Please check the code and try again.';
const MISSING_DATA = 'Missing parking ticket or retailer data';

/** The failure toast's title: a paused offer is not the driver's mistake (the words are the server's). */
function failureTitle(error: unknown): string {
  const code = errorCode(error);
  if (code === 'offer.not_available') return 'Offer Not Available';
  return isOfferPausedCode(code) ? 'Offer Limit Reached' : REDEEM_FAILED;
}

/** A refusal after which the code should be typed afresh: a wrong code, too many of them, or not 4 digits. */
function isCodeRefusal(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code === 'redemption.wrong_code' ||
    code === 'redemption.locked_out' ||
    code === 'rate_limited' ||
    (code === 'validation.invalid' && 'retailerCode' in serverFieldErrors(error))
  );
}

function CheckRow({
  icon: Label,
  label,
  ok,
  value,
}: {
  icon: LucideIcon;
  label: string;
  ok: boolean;
  value: string;
}) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="flex items-center gap-2 text-sm text-slate-700">
        <Label aria-hidden="true" className="size-4 text-slate-500" />
        {label}:
      </dt>
      <dd
        className={cn(
          'inline-flex items-center gap-1 text-sm font-semibold',
          ok ? 'text-success-800' : 'text-warning-800',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        {value}
      </dd>
    </div>
  );
}

/**
 * The code entry and 'Verify & Redeem'. Submitting needs a verified proof and all 4 digits; Enter
 * with fewer shows 'Incomplete Code'. A wrong code clears the boxes and refocuses the first.
 */
export function RedeemForm({
  retailer,
  ticket,
  onRedeemed,
  onPaused,
}: {
  retailer: PublicRetailer | null;
  ticket: Ticket | null;
  onRedeemed: (result: RedeemResult) => void;
  /** The till refused because the offer is paused now (outside its hours, or at a limit): the server's words. */
  onPaused?: (message: string) => void;
}) {
  const redeem = useRedeemOffer();
  const verified = ticket?.isVerified === true;
  const entry = useCodeEntry({ onEnter: submit });

  function submit() {
    if (redeem.isPending) return;
    dismissToast();
    if (!entry.complete) {
      toast({ title: 'Incomplete Code', description: INCOMPLETE_CODE, variant: 'destructive' });
      entry.focusFirstEmpty();
      return;
    }
    if (!ticket || !retailer) {
      toast({ title: REDEEM_FAILED, description: MISSING_DATA, variant: 'destructive' });
      return;
    }
    if (!verified) {
      toast({
        title: REDEEM_FAILED,
        description: ERRORS['redemption.ticket_required'].message,
        variant: 'destructive',
      });
      return;
    }
    redeem.mutate(
      {
        retailerId: retailer.id,
        parkingTicketId: ticket.id,
        retailerCode: entry.code,
        discountAmount: retailer.discountAmount,
        minimumSpend: retailer.minimumSpend,
      },
      {
        onSuccess: (result) => {
          toast({
            title: 'Discount Applied!',
            description: 'Show the confirmation screen to the cashier.',
            variant: 'success',
          });
          onRedeemed(result);
        },
        onError: (error) => {
          toastApiError(error, REDEEM_FALLBACK, failureTitle(error));
          if (isCodeRefusal(error)) entry.clear();
          else if (isOfferPausedCode(errorCode(error))) onPaused?.(errorMessage(error, REDEEM_FALLBACK));
        },
      },
    );
  }

  return (
    <Card>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="flex flex-col gap-5"
        >
          {/* Read-only, not disabled, while sending: the boxes keep the focus for a retry. */}
          <CodeEntry entry={entry} disabled={!verified} readOnly={redeem.isPending} />

          <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 py-1">
            <CheckRow
              icon={ShieldCheck}
              label="Parking Verified"
              ok={verified}
              value={verified ? 'Yes' : 'No'}
            />
            <CheckRow icon={MapPinCheck} label="Location Match" ok value="Confirmed" />
          </dl>

          <Button
            type="submit"
            size="lg"
            disabled={!verified || !entry.complete}
            pending={redeem.isPending}
            pendingLabel="Verifying..."
          >
            <ShieldCheck aria-hidden="true" className="size-5" />
            Verify &amp; Redeem
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

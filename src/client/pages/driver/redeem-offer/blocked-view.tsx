import { Camera, CircleCheck, Gauge, Tag } from 'lucide-react';
import { MAX_REDEMPTIONS_PER_TICKET } from '#contracts/constants.ts';
import { ButtonLink } from '#client/components/button-link.tsx';
import { StateCard, StateIcon } from '#client/components/state-card.tsx';
import type { PublicRetailer } from '#client/features/offers/api.ts';
import { formatMoney, formatTime } from '#client/lib/format.ts';
import type { Availability } from './availability';

/**
 * 'Already Redeemed' (this shop, today's ticket) or 'Maximum Offers Reached' (3 on the ticket),
 * with the way on. An earlier redemption here keeps its confirmation code in view for the cashier.
 * The spec's 🚫 said "forbidden" over what is a success: a done tick for a redemption made, a
 * neutral gauge for the day's offers used up, from the icon set the app ships (issue 25), since an
 * emoji shows as a blank tile where no emoji font is installed.
 */
export function BlockedView({
  retailer,
  availability,
}: {
  retailer: PublicRetailer;
  availability: Exclude<Availability, { kind: 'open' }>;
}) {
  const limit = availability.kind === 'limit-reached';
  return (
    <StateCard className="gap-4 py-10">
      {limit ? (
        <StateIcon className="size-16 text-slate-600">
          <Gauge aria-hidden="true" className="size-8" />
        </StateIcon>
      ) : (
        <StateIcon tone="success" className="size-16">
          <CircleCheck aria-hidden="true" className="size-8" />
        </StateIcon>
      )}
      <h2 className="text-2xl font-bold text-slate-900">
        {limit ? 'Maximum Offers Reached' : 'Already Redeemed'}
      </h2>
      <p className="max-w-xs text-slate-700">
        {limit
          ? `You have used all ${MAX_REDEMPTIONS_PER_TICKET} offers for today's parking. Upload a new parking ticket next time you park to unlock more.`
          : `You have already redeemed the offer at ${retailer.businessName} with today's parking. Each shop's offer can be used once per parking proof.`}
      </p>
      {availability.kind === 'already-redeemed' ? (
        <div className="w-full max-w-xs rounded-2xl bg-slate-50 p-4">
          <p className="text-sm text-slate-600">
            {formatMoney(availability.redemption.discountAmount)} off · redeemed at{' '}
            {formatTime(availability.redemption.redeemedAt)}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Confirmation:{' '}
            <span className="font-mono text-base font-bold tracking-widest text-slate-900">
              {availability.redemption.confirmationCode}
            </span>
          </p>
        </div>
      ) : null}
      <div className="mt-2 flex w-full max-w-xs flex-col gap-3">
        <ButtonLink href="/browse-offers" icon={Tag} size="lg" className="px-4">
          Browse Other Offers
        </ButtonLink>
        {limit ? (
          <ButtonLink href="/upload-ticket" icon={Camera} size="lg" variant="outline" className="px-4">
            Upload New Parking Ticket
          </ButtonLink>
        ) : null}
      </div>
    </StateCard>
  );
}

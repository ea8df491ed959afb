import { Camera, CircleCheck, Gauge, Tag } from 'lucide-react';
import { Link } from 'wouter';
import { MAX_REDEMPTIONS_PER_TICKET } from '#contracts/constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
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
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        {limit ? (
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-600">
            <Gauge aria-hidden="true" className="size-8" />
          </span>
        ) : (
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-success-50 text-success-700">
            <CircleCheck aria-hidden="true" className="size-8" />
          </span>
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
          <Button asChild size="lg" className="px-4">
            <Link href="/browse-offers">
              <Tag aria-hidden="true" className="size-5" />
              Browse Other Offers
            </Link>
          </Button>
          {limit ? (
            <Button asChild size="lg" variant="outline" className="px-4">
              <Link href="/upload-ticket">
                <Camera aria-hidden="true" className="size-5" />
                Upload New Parking Ticket
              </Link>
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

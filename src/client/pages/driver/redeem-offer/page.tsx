import { SearchX, Tag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { AppHeader } from '#client/components/app-header.tsx';
import { ticketHasLocation } from '#client/components/offer-card.tsx';
import { BottomNav } from '#client/components/bottom-nav.tsx';
import { LoadFailed } from '#client/components/load-failed.tsx';
import { StateCard, StateIcon } from '#client/components/state-card.tsx';
import { ButtonLink } from '#client/components/button-link.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import {
  type PublicRetailer,
  type RedeemResult,
  useRedemptions,
  useRetailer,
} from '#client/features/offers/api.ts';
import { useTodayTicket } from '#client/features/tickets/api.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { offerAvailability } from './availability';
import { BlockedView } from './blocked-view';
import { HowToRedeem } from './how-to-redeem';
import { DiscountCard, OfferHeadline, RetailerSummary, ShopLocation } from './offer-details';
import { ParkingPrompt } from './parking-prompt';
import { isPaused, PausedView } from './paused-view';
import { RedeemForm } from './redeem-form';
import { SuccessView } from './success-view';

function NotFound() {
  return (
    <StateCard className="gap-4 py-12">
      <StateIcon size="lg">
        <SearchX aria-hidden="true" className="size-7" />
      </StateIcon>
      <h2 className="text-xl font-bold text-slate-900">Offer not found</h2>
      <p className="max-w-xs text-sm text-slate-700">
        This offer isn’t available near today’s parking, or the shop has paused it.
      </p>
      <ButtonLink href="/browse-offers" icon={Tag} size="lg">
        Browse Offers
      </ButtonLink>
    </StateCard>
  );
}

/**
 * Redeem offer (docs/decisions/019), at /offer/{id} (the window poster's QR code) and
 * /redeem-offer/{id}: loading, not found, blocked (already redeemed / 3 used), paused (outside its
 * hours or at a limit: 'Back tomorrow at 09:00', docs/decisions/037), the offer with the code entry,
 * and after a redemption the confirmation for the cashier.
 */
export function RedeemOfferPage({ retailerId }: { retailerId: string }) {
  usePageTitle('Redeem Offer');
  const retailer = useRetailer(retailerId);
  const today = useTodayTicket();
  const redemptions = useRedemptions();
  // Once redeemed, the confirmation stays on screen whatever the refreshed lists say.
  const [redeemed, setRedeemed] = useState<{ result: RedeemResult; retailer: PublicRetailer } | null>(null);
  // The till said the offer is paused now (its hours ended, or a limit was reached meanwhile). The
  // refreshed offer says when it is back; until it does (lists are cached for a few seconds), the
  // server's words say why.
  const [pausedBecause, setPausedBecause] = useState<string | null>(null);

  const failed = [retailer, today, redemptions].filter((query) => query.isError && query.data === undefined);
  const ticket = today.data ?? null;
  let content: ReactNode;

  if (redeemed) {
    content = <SuccessView result={redeemed.result} retailer={redeemed.retailer} />;
  } else if (retailer.isPending || today.isPending || redemptions.isPending) {
    content = (
      <div role="status" className="flex flex-col items-center justify-center gap-3 py-24 text-slate-700">
        <Spinner className="size-8 text-primary-700" />
        <p className="font-medium">Loading offer details...</p>
      </div>
    );
  } else if (failed.length > 0) {
    content = (
      <LoadFailed
        what="this offer"
        size="md"
        className="gap-4 py-12"
        onRetry={() => {
          for (const query of failed) void query.refetch();
        }}
      />
    );
  } else if (!retailer.data) {
    content = <NotFound />;
  } else {
    const offer = retailer.data;
    const availability = offerAvailability(ticket, redemptions.data ?? [], offer.id);
    const nearParking = ticketHasLocation(ticket);
    // At the till the code boxes and the button come first (on a phone's first screen); the offer's
    // details follow below them.
    content =
      availability.kind === 'open' && (isPaused(offer) || pausedBecause) ? (
        <>
          <RetailerSummary retailer={offer} nearParking={nearParking} />
          <PausedView retailer={offer} reason={pausedBecause} />
        </>
      ) : availability.kind === 'open' ? (
        <>
          <OfferHeadline retailer={offer} nearParking={nearParking} />
          {ticket?.isVerified ? null : <ParkingPrompt ticket={ticket} />}
          <RedeemForm
            retailer={offer}
            ticket={ticket}
            onRedeemed={(result) => setRedeemed({ result, retailer: offer })}
            onPaused={setPausedBecause}
          />
          <DiscountCard retailer={offer} ticket={ticket} />
          <ShopLocation retailer={offer} />
          <HowToRedeem retailer={offer} />
        </>
      ) : (
        <>
          <RetailerSummary retailer={offer} nearParking={nearParking} />
          <BlockedView retailer={offer} availability={availability} />
        </>
      );
  }

  return (
    <div className="min-h-dvh pb-28">
      <AppHeader title="Redeem Offer" backTo="/browse-offers" backLabel="Back to offers" />
      <main className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-5">{content}</main>
      <BottomNav />
    </div>
  );
}

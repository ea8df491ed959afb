import { type ComponentType, type ReactNode, useMemo, useRef } from 'react';
import { FEATURED_OFFERS } from '#contracts/constants.ts';
import { AppHeader } from '#client/components/app-header.tsx';
import { BottomNav } from '#client/components/bottom-nav.tsx';
import { LoadFailed } from '#client/components/load-failed.tsx';
import { ticketHasLocation } from '#client/components/offer-card.tsx';
import { type PublicRetailer, useRetailers } from '#client/features/offers/api.ts';
import { OffersLeft } from '#client/features/offers/todays-offer-status.tsx';
import { useTodaysOffers } from '#client/features/offers/todays-offers.ts';
import { useTodayTicket } from '#client/features/tickets/api.ts';
import { cn } from '#client/lib/cn.ts';
import { usePageTitle } from '#client/lib/page-title.ts';
import { Section } from '#client/pages/driver/section.tsx';
import { distinctCategories } from './categories';
import { CategoryChips } from './category-chips';
import { EmptyState } from './empty-state';
import { FeaturedOfferCard } from './featured-offer-card';
import { OfferCard, type OfferCardProps } from './offer-card';
import { ParkingBanner } from './parking-banner';
import { SearchBox } from './search-box';
import { OfferSkeletons } from './skeletons';
import { useBrowseFilters } from './use-browse-filters';

type CardOptions = Omit<OfferCardProps, 'retailer'>;

/** A titled list of offers, each drawn by `Card`; nothing when there are none. */
function OfferList({
  id,
  title,
  retailers,
  Card,
  className,
  ...card
}: CardOptions & {
  id: string;
  title: string;
  retailers: PublicRetailer[];
  Card: ComponentType<OfferCardProps>;
  className: string;
}) {
  if (retailers.length === 0) return null;
  return (
    <Section id={id} title={title}>
      <ul className={className}>
        {retailers.map((retailer) => (
          <li key={retailer.id}>
            <Card retailer={retailer} {...card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function OfferSections({ retailers, ...card }: CardOptions & { retailers: PublicRetailer[] }) {
  const featured = retailers.slice(0, FEATURED_OFFERS);
  return (
    <>
      <OfferList
        id="featured-offers-title"
        title="Featured Offers"
        retailers={featured}
        Card={FeaturedOfferCard}
        className="flex flex-col gap-4"
        {...card}
      />
      <OfferList
        id="nearby-offers-title"
        title={featured.length > 0 ? 'All Nearby Offers' : 'Available Offers'}
        retailers={retailers.slice(FEATURED_OFFERS)}
        Card={OfferCard}
        className="flex flex-col gap-3"
        {...card}
      />
    </>
  );
}

function countText(count: number): string {
  return count === 1 ? '1 offer found' : `${count} offers found`;
}

/** Browse offers (docs/decisions/019): search, category chips, the parking banner and the offers near today's parking. */
export function BrowseOffersPage() {
  usePageTitle('Available Offers');
  const filters = useBrowseFilters();
  const { query, category } = filters;
  const offers = useRetailers({ q: query, category });
  // The chips come from the unfiltered list (the same data home shows), fetched once.
  const everything = useRetailers();
  const today = useTodayTicket();
  const todaysOffers = useTodaysOffers();
  const searchInput = useRef<HTMLInputElement>(null);

  const categories = useMemo(
    () =>
      distinctCategories(
        (everything.data ?? []).map((retailer) => retailer.category),
        category,
      ),
    [everything.data, category],
  );

  const ticket = today.data ?? null;
  const list = offers.data ?? [];
  const updating = offers.isPlaceholderData;

  const clearSearch = () => {
    filters.setSearchText('');
    searchInput.current?.focus();
  };

  let body: ReactNode;
  if (offers.isPending) {
    body = <OfferSkeletons />;
  } else if (offers.isError && !offers.data) {
    body = <LoadFailed what="offers" onRetry={() => void offers.refetch()} />;
  } else if (list.length === 0) {
    body = (
      <EmptyState
        query={query}
        category={category}
        verified={ticket?.isVerified === true}
        onClearSearch={clearSearch}
        onAllCategories={() => filters.setCategory('')}
      />
    );
  } else {
    body = <OfferSections retailers={list} today={todaysOffers} nearParking={ticketHasLocation(ticket)} />;
  }

  return (
    <div className="min-h-dvh pb-28">
      <div className="sticky top-0 z-30 bg-primary-700 shadow-md">
        <AppHeader
          title="Available Offers"
          backTo="/"
          backLabel="Back to Home"
          className="static shadow-none"
        />
        <section
          aria-label="Search and filter offers"
          className="mx-auto flex max-w-md flex-col gap-3 px-4 pt-1"
        >
          <SearchBox
            value={filters.searchText}
            onChange={filters.setSearchText}
            busy={updating && offers.isFetching}
            inputRef={searchInput}
          />
          <CategoryChips
            categories={categories}
            selected={category}
            onSelect={filters.setCategory}
            loading={everything.isPending}
          />
        </section>
      </div>

      <main className="mx-auto flex max-w-md flex-col gap-5 px-4 pt-5">
        <ParkingBanner
          ticket={ticket}
          loading={today.isPending}
          failed={today.isError}
          onRetry={() => void today.refetch()}
        />
        <OffersLeft today={todaysOffers} className="-mt-2" />
        <p role="status" className="sr-only">
          {offers.isPending || updating ? '' : countText(list.length)}
        </p>
        <div
          aria-busy={updating || undefined}
          className={cn('flex flex-col gap-6 transition-opacity', updating && 'opacity-60')}
        >
          {body}
        </div>
      </main>
      <BottomNav />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Redirect, useSearch } from 'wouter';
import { DRIVER_USER_TYPE } from '#contracts/constants.ts';
import type { Town, TownSummary } from '#contracts/towns.ts';
import { FullScreenLoader } from '#client/components/full-screen-loader.tsx';
import { RouteErrorScreen } from '#client/components/route-error.tsx';
import { useCurrentUser } from '#client/features/auth/api.ts';
import { apiRequest, errorStatus } from '#client/lib/api.ts';
import {
  posterOfferId,
  TOWN_DATA_ELEMENT_ID,
  TOWN_NOT_FOUND_TITLE,
  TOWNS_TITLE,
  type TownPageData,
  townTitle,
} from './copy';
import { type TownViewer, TownNotFoundView, TownsIndexView, TownView } from './views';

/**
 * The public town pages in the app (docs/decisions/034). A first visit gets the server's HTML; the app
 * then draws the same markup from the data the server wrote beside it, without asking again, and
 * asks the API when it navigates here itself. A signed-in driver who scanned a poster goes straight
 * on to the offer.
 */

const townKeys = {
  all: ['public-towns'] as const,
  town: (slug: string) => ['public-towns', slug] as const,
};

/** Read at most once: after that the app's own requests keep the data current. */
let serverData: TownPageData | null | undefined;
function dataDrawnFor(path: string): { data: unknown } | undefined {
  if (serverData === undefined) {
    const element = document.getElementById(TOWN_DATA_ELEMENT_ID);
    try {
      serverData = element?.textContent ? (JSON.parse(element.textContent) as TownPageData) : null;
    } catch {
      serverData = null;
    }
  }
  if (!serverData || serverData.path !== path) return undefined;
  const found = { data: serverData.data };
  serverData = null;
  return found;
}

const PAGE_DATA_FRESH_MS = 60_000;

function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

function viewerOf(user: { userType: string } | null | undefined): TownViewer {
  if (!user) return 'visitor';
  return user.userType === DRIVER_USER_TYPE ? 'driver' : 'signedIn';
}

export function TownPage({ slug }: { slug: string }) {
  const search = useSearch();
  const offerId = posterOfferId(search);
  const { data: user } = useCurrentUser();
  const drawn = dataDrawnFor(`/towns/${slug}`);
  const town = useQuery<Town | null>({
    queryKey: townKeys.town(slug),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<Town>('GET', `/api/public/towns/${encodeURIComponent(slug)}`, undefined, {
          signal,
        });
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
    staleTime: PAGE_DATA_FRESH_MS,
    ...(drawn && { initialData: drawn.data as Town | null, initialDataUpdatedAt: Date.now() }),
  });
  useDocumentTitle(town.data ? townTitle(town.data.name) : town.data === null ? TOWN_NOT_FOUND_TITLE : null);

  // The poster's QR code, scanned by a signed-in driver: on to the offer itself.
  if (offerId && user?.userType === DRIVER_USER_TYPE) return <Redirect to={`/offer/${offerId}`} replace />;
  if (town.isPending) return <FullScreenLoader />;
  if (town.isError) return <RouteErrorScreen kind="crash" onRetry={() => town.refetch()} />;
  if (!town.data) return <TownNotFoundView />;
  return <TownView town={town.data} offerId={offerId} viewer={viewerOf(user)} />;
}

export function TownsIndexPage() {
  const drawn = dataDrawnFor('/towns');
  const towns = useQuery<TownSummary[]>({
    queryKey: townKeys.all,
    queryFn: ({ signal }) => apiRequest<TownSummary[]>('GET', '/api/public/towns', undefined, { signal }),
    staleTime: PAGE_DATA_FRESH_MS,
    ...(drawn && { initialData: drawn.data as TownSummary[], initialDataUpdatedAt: Date.now() }),
  });
  useDocumentTitle(TOWNS_TITLE);
  if (towns.isPending) return <FullScreenLoader />;
  if (towns.isError) return <RouteErrorScreen kind="crash" onRetry={() => towns.refetch()} />;
  return <TownsIndexView towns={towns.data} />;
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TOWN_QUERY_MAX, type TownSuggestion } from '#contracts/tickets.ts';
import { getJson, withQuery } from '#client/lib/api.ts';

export type { TownSuggestion };

/** Suggestions start at the second letter: one letter matches hundreds of places. */
export const TOWN_SUGGEST_MIN_CHARS = 2;

export const townKeys = {
  suggestions: (q: string) => ['towns', { q }] as const,
};

/** True when `text` is long enough, and short enough, to ask for suggestions. */
export function suggestsFor(text: string): boolean {
  const q = text.trim();
  return q.length >= TOWN_SUGGEST_MIN_CHARS && q.length <= TOWN_QUERY_MAX;
}

/**
 * Real towns for what the driver has typed (our own offline gazetteer, docs/decisions/011). The
 * caller debounces the text; the last answer stays on screen while the next one loads.
 */
export function useTownSuggestions(text: string, enabled: boolean) {
  const q = text.trim();
  return useQuery<TownSuggestion[]>({
    queryKey: townKeys.suggestions(q),
    queryFn: getJson<TownSuggestion[]>(withQuery('/api/geo/towns', { q })),
    enabled: enabled && suggestsFor(q),
    placeholderData: keepPreviousData,
  });
}

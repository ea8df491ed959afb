import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';

export const SEARCH_DEBOUNCE_MS = 250;

function paramsOf(query: string, category: string): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (category) params.set('category', category);
  return params.toString();
}

/**
 * The search text and category chip of the browse screen. They start from the address
 * (/browse-offers?q=bak&category=Cafe) and are written back to it, replacing the entry, so coming
 * back from an offer finds the list as it was left. An address changed from outside (the Offers
 * tab while already here) resets them.
 */
export function useBrowseFilters() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [searchText, setSearchText] = useState(() => new URLSearchParams(search).get('q') ?? '');
  const [category, setCategory] = useState(() => new URLSearchParams(search).get('category') ?? '');
  const debounced = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  // Clearing the box applies at once; typing waits for a pause.
  const query = searchText.trim() === '' ? '' : debounced.trim();
  const written = useRef(paramsOf(query, category));

  useEffect(() => {
    const next = paramsOf(query, category);
    if (next === written.current) return;
    written.current = next;
    navigate(next ? `/browse-offers?${next}` : '/browse-offers', { replace: true });
  }, [query, category, navigate]);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const fromAddress = paramsOf(params.get('q')?.trim() ?? '', params.get('category') ?? '');
    if (fromAddress === written.current) return;
    written.current = fromAddress;
    setSearchText(params.get('q') ?? '');
    setCategory(params.get('category') ?? '');
  }, [search]);

  return {
    /** What is in the search box. */
    searchText,
    setSearchText,
    /** What the list is filtered by (the search text after the pause, trimmed). */
    query,
    /** '' for 'All Categories'. */
    category,
    setCategory,
  };
}

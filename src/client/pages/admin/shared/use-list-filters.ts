import { useState } from 'react';
import type { SelectOption } from '#client/components/ui/select.tsx';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';

/** The select value that stands for "no filter" (Radix items cannot be empty). */
export const ALL = 'all';

/** How long the search box waits for typing to pause before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * An admin list's search text, filter and page, as AdminList takes them: a new search or filter
 * goes back to the first page. `accept` keeps a filter to the values its list knows.
 */
export function useListFilters<F extends string = string>(
  initialFilter: F,
  accept: (value: string) => value is F = (value): value is F => true,
) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<F>(initialFilter);
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return {
    /** The search text once typing pauses, trimmed ('' for none). */
    q,
    filter,
    offset,
    setOffset,
    /** A search or a filter narrows the list (its empty state says 'match'). */
    narrowed: Boolean(q) || filter !== ALL,
    searchBox: (label: string, placeholder: string) => ({
      label,
      placeholder,
      value: search,
      onChange: (value: string) => {
        setSearch(value);
        setOffset(0);
      },
    }),
    filterSelect: (label: string, options: readonly SelectOption[], className?: string) => ({
      label,
      value: filter,
      onValueChange: (value: string) => {
        if (!accept(value)) return;
        setFilter(value);
        setOffset(0);
      },
      options,
      className,
    }),
    /** The pager for a page the server sent (`limit`: when the page size is not in the answer). */
    pager: (
      noun: string,
      page: { offset: number; limit?: number; total: number } | undefined,
      limit = page?.limit,
    ) =>
      page && limit !== undefined
        ? { noun, offset: page.offset, limit, total: page.total, onChange: setOffset }
        : undefined,
  };
}
